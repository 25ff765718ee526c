import { describe, expect, it } from 'vitest';
import { digitsToLatin, numberText } from './digits';
import { displayPhone, parsePhone, phoneKey, phoneSearchWord, storedPhone } from './phone';
import { money, wholeNumber } from './values';
import { phoneSchema } from './users';

describe('digitsToLatin', () => {
  it('reads Arabic-Indic and Persian digits and separators one character for one', () => {
    expect(digitsToLatin('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(digitsToLatin('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(digitsToLatin('١٬٢٣٤٫٥')).toBe('1,234.5');
    expect(digitsToLatin('abc ٣')).toBe('abc 3');
    expect(numberText(' ١٬٢٣٤٫٥ ')).toBe('1234.5');
  });
});

describe('number fields', () => {
  const stock = wholeNumber({ min: 0, max: 10_000_000 });
  it('take any digits and say what is wrong', () => {
    expect(stock.parse('١٢٠')).toBe(120);
    expect(stock.parse('۲۵')).toBe(25);
    expect(stock.parse(7)).toBe(7);
    expect(stock.safeParse('twelve').error?.issues[0]?.message).toBe('Enter a whole number');
    expect(stock.safeParse('-1').error?.issues[0]?.message).toBe('Enter 0 or more');
    expect(money.parse('١٢٠٫٥٠')).toBe(120.5);
    expect(money.parse('١٬٢٣٤')).toBe(1234);
    expect(money.safeParse('1.234').error?.issues[0]?.message).toBe('At most two decimals');
  });

  it('phone schema takes Arabic-Indic digits', () => {
    expect(phoneSchema.parse('٠٥٥١٢٣٤٥٦٧')).toBe('0551234567');
  });
});

describe('phones', () => {
  const forms = ['٠٥٥١٢٣٤٥٦٧', '0551234567', '+966551234567', '966551234567', '00966551234567', '+966 55 123 4567', '551234567'];

  it('reads every form of a number of the country as one E.164 number', () => {
    for (const form of forms) {
      expect(storedPhone(form, 'SA'), form).toBe('+966551234567');
      expect(phoneKey(form, 'SA'), form).toBe('551234567');
    }
    expect(parsePhone('0507654321', 'AE')).toEqual({ e164: '+971507654321', country: 'AE', national: '507654321' });
    // Written with its country code, a number is that country's whatever it is read for.
    expect(storedPhone('+971 50 765 4321', 'SA')).toBe('+971507654321');
  });

  it('keeps what does not parse as typed, keyed by its last nine digits', () => {
    expect(parsePhone('12345', 'SA')).toBeNull();
    expect(storedPhone(' +966 12 34 ', 'SA')).toBe('+966 12 34');
    expect(phoneKey('call ٠١٢٣٤٥٦٧٨٩١', 'SA')).toBe('234567891');
  });

  it('turns a whole number searched in any form into its national number, and leaves other words', () => {
    // A word at a time: "+966 55 123 4567" is four words, each found inside the stored forms.
    for (const form of forms.filter((f) => !f.includes(' '))) expect(phoneSearchWord(form, 'SA'), form).toBe('551234567');
    expect(phoneSearchWord('0551', 'SA')).toBe('0551');
    expect(phoneSearchWord('009665', 'SA')).toBe('9665');
    // Five digits with leading zeros are as likely a code in a name as part of a number.
    expect(phoneSearchWord('00535', 'SA')).toBe('535');
    expect(phoneSearchWord('Riyadh', 'SA')).toBe('Riyadh');
  });

  it("shows national format for the company's country, international for another", () => {
    expect(displayPhone('+966551234567', 'SA')).toBe('055 123 4567');
    expect(displayPhone('+971507654321', 'SA')).toBe('+971 50 765 4321');
    expect(displayPhone('+966 12 34', 'SA')).toBe('+966 12 34');
  });
});
