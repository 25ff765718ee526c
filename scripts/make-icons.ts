// Draws the installable app's icons (web/public/icons/*.png, listed in the web app manifests
// web/public/manifest.{en,ar}.webmanifest and linked from web/index.html) from the brand mark.
// Usage: npx tsx scripts/make-icons.ts — then commit the PNGs: they are static files, this
// script only records how they were made. Run it again whenever the mark or the palette changes.
//
// The geometry is not copied here: it is read from the mark's own SVG (FAVICON in
// components/brand/LogoMark.tsx), so the icons cannot drift from the logo.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import { FAVICON } from '../web/src/components/brand/LogoMark';
import { brandScale } from '../web/src/components/brand/palette';

const outDir = fileURLToPath(new URL('../web/public/icons/', import.meta.url));
/** Icons are downloaded on install and by every browser that shows the app: kept small. */
const MAX_BYTES = 40 * 1024;
/** A maskable icon's safe zone: a centred circle of radius 40 % of the icon (W3C manifest spec). */
const SAFE_RADIUS = 0.4;

// --- The mark, parsed from its SVG: a 32×32 rounded tile, a white pin, a check in tile colour.
const svg = decodeURIComponent(FAVICON.slice(FAVICON.indexOf(',') + 1));
function grab(re: RegExp, what: string): string {
  const m = re.exec(svg);
  if (!m?.[1]) throw new Error(`LogoMark's FAVICON changed shape: no ${what} found in ${svg}`);
  return m[1];
}
const VIEW = 32;
if (grab(/viewBox="([^"]+)"/, 'viewBox') !== `0 0 ${VIEW} ${VIEW}`) throw new Error('LogoMark is no longer drawn on a 32×32 grid');
const mark = {
  radius: Number(grab(/<rect [^>]*rx="([\d.]+)"/, 'tile radius')),
  pin: grab(/<path d="([^"]+)" fill="#fff"/, 'pin path'),
  check: grab(/<path d="([^"]+)" fill="none"/, 'check path'),
  checkWidth: Number(grab(/stroke-width="([\d.]+)"/, 'check stroke width')),
};
const BRAND = brandScale[7];

/** The pin and its check, in mark units (0–32), on whatever transform the context has. */
function drawPin(ctx: SKRSContext2D): void {
  ctx.fillStyle = '#ffffff';
  ctx.fill(new Path2D(mark.pin));
  ctx.strokeStyle = BRAND;
  ctx.lineWidth = mark.checkWidth;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke(new Path2D(mark.check));
}

type Variant =
  /** The mark as the favicon shows it: the rounded tile on transparency (purpose "any"). */
  | 'tile'
  /** Full-bleed brand square, the mark's 32-unit box scaled into `contentScale` of the icon. */
  | 'full';

function draw(size: number, variant: Variant, contentScale = 1) {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  if (variant === 'tile') {
    ctx.scale(size / VIEW, size / VIEW);
    ctx.fillStyle = BRAND;
    ctx.beginPath();
    ctx.roundRect(0, 0, VIEW, VIEW, mark.radius);
    ctx.fill();
  } else {
    ctx.fillStyle = BRAND;
    ctx.fillRect(0, 0, size, size);
    const k = (size * contentScale) / VIEW;
    ctx.translate((size - VIEW * k) / 2, (size - VIEW * k) / 2);
    ctx.scale(k, k);
  }
  drawPin(ctx);
  return canvas;
}

/** How far the pin reaches from the icon's centre, as a fraction of the icon's size. */
function pinReach(size: number, contentScale: number): number {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const k = (size * contentScale) / VIEW;
  ctx.translate((size - VIEW * k) / 2, (size - VIEW * k) / 2);
  ctx.scale(k, k);
  ctx.fillStyle = '#ffffff';
  ctx.fill(new Path2D(mark.pin));
  const { data } = ctx.getImageData(0, 0, size, size);
  let reach = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (data[(y * size + x) * 4 + 3]! === 0) continue;
      // The pixel's far corner, so the answer errs on the safe side.
      const dx = Math.abs(x + 0.5 - size / 2) + 0.5;
      const dy = Math.abs(y + 0.5 - size / 2) + 0.5;
      reach = Math.max(reach, Math.hypot(dx, dy));
    }
  }
  return reach / size;
}

// The maskable icon: the mark's 32-unit box spans the safe zone's diameter (80 %), so any
// launcher mask (circle, squircle, rounded square) shows the whole pin with room around it.
const MASKABLE_CONTENT = 2 * SAFE_RADIUS;

const icons: { file: string; size: number; variant: Variant; contentScale?: number }[] = [
  { file: 'icon-192.png', size: 192, variant: 'tile' },
  { file: 'icon-512.png', size: 512, variant: 'tile' },
  { file: 'maskable-512.png', size: 512, variant: 'full', contentScale: MASKABLE_CONTENT },
  // iOS rounds the corners itself and fills transparency with black: a full-bleed square,
  // the pin as large as on the tile.
  { file: 'apple-touch-icon-180.png', size: 180, variant: 'full', contentScale: 1 },
];

const reach = pinReach(512, MASKABLE_CONTENT);
if (reach > SAFE_RADIUS) throw new Error(`maskable: the pin reaches ${reach.toFixed(3)} of the icon, outside the safe zone`);
console.log(`maskable-512.png: the pin reaches ${(reach * 100).toFixed(1)} % from the centre (safe zone ${SAFE_RADIUS * 100} %)`);

mkdirSync(outDir, { recursive: true });
for (const icon of icons) {
  const png = draw(icon.size, icon.variant, icon.contentScale).encodeSync('png');
  if (png.length > MAX_BYTES) throw new Error(`${icon.file} is ${png.length} bytes, over the ${MAX_BYTES}-byte budget`);
  writeFileSync(join(outDir, icon.file), png);
  console.log(`${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
}
