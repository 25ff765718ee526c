import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { clientColumns } from '@contract/client-transfer';

/*
 * Client import files as companies send them: Arabic and English names, Saudi mobile numbers
 * and cities, written by exceljs's streaming writer with shared strings, which (like Excel)
 * puts the shared-string table after the sheet in the zip.
 */

const FIRST_AR = ['محمد', 'عبدالله', 'فهد', 'سارة', 'نورة', 'خالد', 'ريم', 'سلطان', 'هند', 'ماجد', 'لمى', 'تركي'];
const LAST_AR = ['العتيبي', 'القحطاني', 'الشهري', 'الغامدي', 'الدوسري', 'الحربي', 'المطيري', 'الزهراني', 'السبيعي'];
const FIRST_EN = ['Mohammed', 'Abdullah', 'Fahad', 'Sara', 'Noura', 'Khalid', 'Reem', 'Sultan', 'Hind', 'Majed', 'Lama', 'Turki'];
const LAST_EN = ['Al-Otaibi', 'Al-Qahtani', 'Al-Shehri', 'Al-Ghamdi', 'Al-Dosari', 'Al-Harbi', 'Al-Mutairi', 'Al-Zahrani'];
const COMPANY_AR = ['صيدلية', 'عيادة', 'مستشفى', 'مؤسسة', 'شركة', 'مخبز', 'مركز'];
const COMPANY_EN = ['Pharmacy', 'Clinic', 'Medical Center', 'Trading', 'Bakery', 'Supplies'];
const CITIES = [
  'الرياض',
  'جدة',
  'مكة المكرمة',
  'المدينة المنورة',
  'الدمام',
  'الخبر',
  'Riyadh',
  'Jeddah',
  'Dammam',
  'Abha',
  'Tabuk',
  'Buraidah',
];
const TITLES = ['Mr', 'Mrs', 'Dr', 'Eng', 'Miss'];
const TYPES = ['Clinic', 'Hospital', 'Commercial', 'University', 'Government'];
const TARGETS = ['VIP', 'Regular', 'High class'];

/** The columns `clientRow` fills, in its order. */
const FIELDS = [
  'title',
  'contact_name',
  'company_name',
  'customer_type',
  'customer_target',
  'phone',
  'email',
  'country',
  'city',
  'address',
  'latitude',
  'longitude',
  'cr_number',
  'notes',
] as const;
const HEADERS = FIELDS.map((f) => clientColumns.find((c) => c.field === f)!.en);
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** The `n`th client of a file: every phone unique (05X XXX XXXX), half the names in Arabic. */
export function clientRow(n: number): (string | number)[] {
  const arabic = n % 2 === 0;
  const contact = arabic
    ? `${pick(FIRST_AR, n)} ${pick(LAST_AR, Math.floor(n / 7))}`
    : `${pick(FIRST_EN, n)} ${pick(LAST_EN, Math.floor(n / 7))}`;
  const company = arabic ? `${pick(COMPANY_AR, n)} ${pick(LAST_AR, n + 3)} ${n}` : `${pick(LAST_EN, n + 3)} ${pick(COMPANY_EN, n)} ${n}`;
  const phone = `+966 5${n % 10} ${String(1_000_000 + n).slice(-7, -4)} ${String(n).padStart(4, '0').slice(-4)}`;
  return [
    pick(TITLES, n),
    contact,
    company,
    pick(TYPES, n),
    pick(TARGETS, n),
    phone,
    n % 3 === 0 ? `client${n}@example.sa` : '',
    'SA',
    pick(CITIES, n),
    n % 4 === 0 ? `شارع الملك فهد ${n}` : '',
    24.7 + (n % 100) / 1000,
    46.6 + (n % 100) / 1000,
    n % 5 === 0 ? String(1_010_000_000 + n) : '',
    n % 6 === 0 ? 'Prefers morning visits · يفضل الزيارات الصباحية' : '',
  ];
}

/** An XLSX of `rows` clients after the header row (read back as `rows` data rows). */
export async function clientsXlsx(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: false });
  const sheet = workbook.addWorksheet('Clients');
  sheet.addRow(HEADERS).commit();
  for (let n = 1; n <= rows; n++) sheet.addRow(clientRow(n)).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** The same clients as a CSV (UTF-8, comma separated). */
export function clientsCsv(rows: number): Buffer {
  const quote = (v: string | number) => (typeof v === 'string' && /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : String(v));
  const lines = [HEADERS.join(',')];
  for (let n = 1; n <= rows; n++) lines.push(clientRow(n).map(quote).join(','));
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

/** The names of a zip's parts in the order they lie in the file. */
export function zipOrder(bytes: Buffer): string[] {
  const names: string[] = [];
  const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = bytes.readUInt32LE(eocd + 16);
  const entries: { name: string; offset: number }[] = [];
  for (let i = 0; i < bytes.readUInt16LE(eocd + 10); i++) {
    const nameLength = bytes.readUInt16LE(at + 28);
    entries.push({ name: bytes.toString('utf8', at + 46, at + 46 + nameLength), offset: bytes.readUInt32LE(at + 42) });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  for (const e of entries.sort((a, b) => a.offset - b.offset)) names.push(e.name);
  return names;
}
