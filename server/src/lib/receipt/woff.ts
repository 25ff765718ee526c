import { inflateSync } from 'node:zlib';

/**
 * WOFF 1.0 → plain TrueType/OpenType (sfnt), once per font at load time.
 *
 * fontkit reads WOFF itself, but it inflates a table (in pure JavaScript) every time the table
 * is read, and pdfkit's subsetter reads `glyf` for every receipt: about a second per PDF for
 * Noto Sans Arabic. Inflated once with zlib, the same font lays out and subsets in
 * milliseconds. Spec: https://www.w3.org/TR/WOFF/ (header 44 bytes, directory 20 bytes a table).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const tag = woff.readUInt32BE(entry);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    if (offset + compLength > woff.length) throw new Error('WOFF table outside the file');
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table of the wrong length');
    tables.push({ tag, checksum, data });
  }
  tables.sort((a, b) => a.tag - b.tag);

  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector++;
  }
  const pad4 = (n: number) => (n + 3) & ~3;
  const headerLength = 12 + numTables * 16;
  const total = tables.reduce((sum, t) => sum + pad4(t.data.length), headerLength);
  const out = Buffer.alloc(total);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange * 16, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange * 16, 10);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const record = 12 + i * 16;
    out.writeUInt32BE(t.tag, record);
    out.writeUInt32BE(t.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(t.data.length, record + 12);
    t.data.copy(out, offset);
    offset += pad4(t.data.length);
  });
  return out;
}
