import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Bidi } from 'bidi-js';
import type { Font } from 'fontkit';
import type PDFDocumentClass from 'pdfkit';
import type { create as createQrCode } from 'qrcode';
import { woffToSfnt } from './woff';

/*
 * The receipt's fonts and libraries. The fonts are @fontsource WOFF files from node_modules
 * (unpacked once, woff.ts): nothing is fetched. Why these fonts: receipt-text.ts.
 */

export type Face = 'arabic' | 'latin' | 'latinExt';
export type Weight = 'regular' | 'bold';
export type Fonts = Record<Face, Record<Weight, Font>>;

const FONT_FILES: Record<Face, Record<Weight, string>> = {
  arabic: {
    regular: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff',
    bold: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff',
  },
  latin: {
    regular: '@fontsource/inter/files/inter-latin-400-normal.woff',
    bold: '@fontsource/inter/files/inter-latin-700-normal.woff',
  },
  latinExt: {
    regular: '@fontsource/inter/files/inter-latin-ext-400-normal.woff',
    bold: '@fontsource/inter/files/inter-latin-ext-700-normal.woff',
  },
};
export const FACES = Object.keys(FONT_FILES) as Face[];
export const fontName = (face: Face, weight: Weight) => `${face}-${weight}`;

/** Makes the fonts known to a document under the names TextEngine draws with. */
export function registerFonts(doc: PDFKit.PDFDocument, fonts: Fonts): void {
  for (const face of FACES)
    for (const weight of ['regular', 'bold'] as const)
      doc.registerFont(fontName(face, weight), fonts[face][weight] as unknown as PDFKit.Mixins.PDFFontSource);
}

/**
 * fontkit keeps one Glyph per id, with the letters it was first asked for. Subsetting a font
 * (pdfkit, at the end of every PDF) asks for the parts of composite glyphs with no letters,
 * and some parts are letters of their own: IBM Plex Sans Arabic builds خ and ج from the ح
 * shape. Every later PDF then mapped that glyph to nothing in its ToUnicode, and the letter
 * vanished from copy and search ("عمر داد"). A glyph met without letters takes the first ones
 * a layout gives it.
 */
function keepingLetters(font: Font): Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, codePoints: number[] = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = [...codePoints];
    return glyph;
  };
  return font;
}

interface Engines {
  fonts: Fonts;
  bidi: Bidi;
  PDFDocument: typeof PDFDocumentClass;
  createQr: typeof createQrCode;
}

let engines: Promise<Engines> | undefined;

/** Libraries and fonts load on the first receipt (not at server start) and are then kept. */
export function loadEngines(): Promise<Engines> {
  engines ??= (async () => {
    const [fontkit, bidiJs, pdfkit, qrcode] = await Promise.all([import('fontkit'), import('bidi-js'), import('pdfkit'), import('qrcode')]);
    const require = createRequire(import.meta.url);
    const open = async (spec: string): Promise<Font> => {
      const font = fontkit.create(woffToSfnt(await readFile(require.resolve(spec))));
      if (!('layout' in font)) throw new Error(`receipt font ${spec} is a collection`);
      return keepingLetters(font);
    };
    const fonts = {} as Fonts;
    for (const face of FACES) {
      const [regular, bold] = await Promise.all([open(FONT_FILES[face].regular), open(FONT_FILES[face].bold)]);
      fonts[face] = { regular, bold };
    }
    return { fonts, bidi: bidiJs.default(), PDFDocument: pdfkit.default, createQr: qrcode.create };
  })();
  engines.catch(() => {
    engines = undefined;
  });
  return engines;
}
