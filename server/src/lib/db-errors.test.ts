import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors';

const errno = (code: string, syscall: string) => Object.assign(new Error(`${syscall} ${code}`), { code, syscall });

describe('isDatabaseUnavailable', () => {
  it('takes a refused or missing socket for an outage, wrapped or not', () => {
    expect(isDatabaseUnavailable(errno('ECONNREFUSED', 'connect'))).toBe(true);
    expect(isDatabaseUnavailable(errno('ENOENT', 'connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: errno('ENOENT', 'connect') }))).toBe(true);
  });

  it('does not take a file the server cannot find for an outage', () => {
    expect(isDatabaseUnavailable(errno('ENOENT', 'open'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('no such photo', { cause: errno('ENOENT', 'stat') }))).toBe(false);
  });
});
