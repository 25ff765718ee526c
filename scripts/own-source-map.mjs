// The server bundle's source map, cut down to our own code (ADR 0028). `npm start` runs with
// `--enable-source-maps`, so Node reads and decodes the whole map at every start: 2 MB for the
// bundle, most of it mapping the packages inside it. A logged stack then points at our
// TypeScript for our frames; a package's frames keep their bundle position and their names
// (the bundle keeps names), as they would without a map.
import { readFileSync, writeFileSync } from 'node:fs';
import { decode, encode } from '@jridgewell/sourcemap-codec';

/** Rewrites the map `file` with only the sources outside node_modules. */
export function keepOwnSources(file) {
  const map = JSON.parse(readFileSync(file, 'utf8'));
  const newIndex = [];
  const sources = [];
  map.sources.forEach((source, i) => {
    if (source.includes('node_modules/')) return;
    newIndex[i] = sources.length;
    sources.push(source);
  });
  const lines = decode(map.mappings).map((segments) => {
    const kept = [];
    for (const segment of segments) {
      const [column, source, ...rest] = segment;
      if (source !== undefined && newIndex[source] !== undefined) kept.push([column, newIndex[source], ...rest]);
      // A package's code: this column maps to nothing, until the next segment of ours.
      else if (kept.length === 0 || kept.at(-1).length > 1) kept.push([column]);
    }
    return kept;
  });
  writeFileSync(file, JSON.stringify({ ...map, sources, mappings: encode(lines) }));
}
