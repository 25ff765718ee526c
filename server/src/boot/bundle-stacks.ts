import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapping, type SourceMapPayload } from 'node:module';
import path from 'node:path';

/**
 * Stack traces that name our TypeScript, for the bundle run by run-bundle.ts. Node's own
 * `--enable-source-maps` does not apply to code compiled with `vm.Script`, which the code cache
 * needs; and it reads the whole map at every start (about 30 ms), where this reads it at the
 * first stack that passes through the bundle.
 */
export function mapBundleStacks(bundleFile: string, mapFile: string, firstLine: number): void {
  let map: SourceMap | null | undefined;
  const sourceMap = () => {
    if (map === undefined) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapPayload);
      } catch {
        map = null; // no map beside the bundle: the bundle's own positions are shown
      }
    }
    return map;
  };
  const dir = path.dirname(mapFile);
  const where = (frame: NodeJS.CallSite): string => {
    const text = String(frame);
    const line = frame.getLineNumber();
    const column = frame.getColumnNumber();
    if (frame.getFileName() !== bundleFile || line === null || column === null) return text;
    // A position the map does not cover (the bundle's own helpers) answers an empty entry.
    const found = sourceMap()?.findEntry(line - firstLine, column - 1) as Partial<SourceMapping> | undefined;
    if (typeof found?.originalSource !== 'string') return text;
    const source = path.resolve(dir, found.originalSource);
    return text.replace(`${bundleFile}:${line}:${column}`, `${source}:${found.originalLine! + 1}:${found.originalColumn! + 1}`);
  };
  // A stack is written while an error is being reported: whatever goes wrong here, the frame
  // is shown as V8 wrote it.
  const shown = (frame: NodeJS.CallSite) => {
    try {
      return where(frame);
    } catch {
      return String(frame);
    }
  };
  Error.prepareStackTrace = (error: Error, frames: NodeJS.CallSite[]) =>
    `${headline(error)}${frames.map((frame) => `\n    at ${shown(frame)}`).join('')}`;
}

/** The first line of a stack, as V8 writes it. */
function headline(error: Error): string {
  try {
    return Error.prototype.toString.call(error);
  } catch {
    return '<error>';
  }
}
