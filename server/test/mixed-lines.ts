/**
 * Arabic lines with digits, dates, money, brackets, Latin names, a phone number, an e-mail: what copy and
 * search must read back in the order typed (receipt-text-layer.ts). Tests draw them into receipts
 * and reports and read them with pdftotext.
 */
export const MIXED = {
  client: 'شركة الدوسري (فرع 2)',
  notes: [
    'العميل: شركة الدوسري (فرع 2) — 1,250.00 ر.س',
    'رقم السجل 1010123456 للفرع',
    'الفترة: 2026-11-01 – 2026-11-30',
    'تمت زيارة Al Noor Pharmacy اليوم',
    'الجوال: +966 50 123 4567',
    'البريد: sales@alnoor.sa',
    'نسبة الإنجاز 85% من الهدف',
    'رقم 123 شارع الملك فهد، الرياض',
  ],
};
