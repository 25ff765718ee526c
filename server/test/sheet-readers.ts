import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

/*
 * Spreadsheets read the way people's programs read them, never with our own writer's library:
 * openpyxl (Debian's python3-openpyxl) for XLSX, csv-parse for CSV.
 */

/** What a file reads back as: every cell a string, an empty cell ''. */
export type Table = string[][];

/** Runs a Python script on `bytes` saved as a file (its path is sys.argv[1]) and parses its JSON output. */
function withPython<T>(bytes: Buffer, script: string): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'ziyara-xlsx-'));
  const file = path.join(dir, 'book.xlsx');
  writeFileSync(file, bytes);
  try {
    // Debian's Python (apt python3-openpyxl), whatever python3 comes first on the PATH.
    return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface OpenpyxlBook {
  rtl: boolean;
  title: string;
  /** The pane frozen at (`A2`: the header row), or null. */
  frozen: string | null;
  headerBold: boolean;
  rows: Table;
}

/** The first sheet as openpyxl reads it. */
export function openpyxlRead(bytes: Buffer): OpenpyxlBook {
  const script = [
    'import json, sys, openpyxl',
    'ws = openpyxl.load_workbook(sys.argv[1], read_only=False).worksheets[0]',
    'rows = [["" if v is None else (repr(v) if isinstance(v, float) else str(v)) for v in r] for r in ws.iter_rows(values_only=True)]',
    'bold = ws.max_row > 0 and bool(ws.cell(row=1, column=1).font.b)',
    'print(json.dumps({"rtl": bool(ws.sheet_view.rightToLeft), "title": ws.title, "frozen": ws.freeze_panes, "headerBold": bold, "rows": rows}))',
  ].join('\n');
  return withPython<OpenpyxlBook>(bytes, script);
}

/** How many rows the first sheet has, and its first and last, read by openpyxl's streaming reader (for big files). */
export function openpyxlShape(bytes: Buffer): { rows: number; first: Table[number]; last: Table[number] } {
  const script = [
    'import json, sys, openpyxl',
    'ws = openpyxl.load_workbook(sys.argv[1], read_only=True).worksheets[0]',
    'n = 0; first = last = None',
    'for r in ws.iter_rows(values_only=True):',
    '    n += 1; last = ["" if v is None else str(v) for v in r]',
    '    if first is None: first = last',
    'print(json.dumps({"rows": n, "first": first, "last": last}))',
  ].join('\n');
  return withPython(bytes, script);
}

/**
 * An XLSX made by openpyxl from JSON rows: a cell `{"date": "2026-11-01T09:30:00"}` is a real
 * Excel date (datetime) cell, a number a numeric cell, a string a text cell.
 */
export function openpyxlWrite(rows: unknown[][]): Buffer {
  const script = [
    'import json, sys, datetime, openpyxl, base64, io',
    'rows = json.loads(sys.stdin.read())',
    'wb = openpyxl.Workbook(); ws = wb.active',
    'def cell(v):',
    '    if isinstance(v, dict) and "date" in v: return datetime.datetime.fromisoformat(v["date"])',
    '    if isinstance(v, dict) and "day" in v: return datetime.date.fromisoformat(v["day"])',
    '    return v',
    'for r in rows: ws.append([cell(v) for v in r])',
    'buf = io.BytesIO(); wb.save(buf); print(base64.b64encode(buf.getvalue()).decode())',
  ].join('\n');
  const out = execFileSync('/usr/bin/python3', ['-c', script], {
    input: JSON.stringify(rows),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return Buffer.from(out.trim(), 'base64');
}

/** The CSV parsed by csv-parse (not our writer): header row first, cells as written (formulas still defused). */
export const csvRead = (bytes: Buffer): Table => parse(bytes, { bom: true, relax_column_count: true }) as Table;
