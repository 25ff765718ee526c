import { describe, expect, it } from 'vitest';
import { normalizeCode } from './code';

describe('normalizeCode', () => {
  it('keeps all six digits of a code pasted with spaces around or inside it', () => {
    expect(normalizeCode(' 123456')).toBe('123456');
    expect(normalizeCode('123456 \n')).toBe('123456');
    expect(normalizeCode('\t123 456')).toBe('123456');
    expect(normalizeCode('123-456')).toBe('123456');
  });

  it('reads Arabic-Indic and Eastern Arabic-Indic digits as 0-9', () => {
    expect(normalizeCode('٠١٢٣٤٥')).toBe('012345');
    expect(normalizeCode('۶۷۸۹۰۱')).toBe('678901');
    expect(normalizeCode(' ٩٨٧ ٦٥٤ ')).toBe('987654');
  });

  it('stops at six digits and keeps a partial code as typed', () => {
    expect(normalizeCode('1234567')).toBe('123456');
    expect(normalizeCode('12')).toBe('12');
    expect(normalizeCode('')).toBe('');
  });
});
