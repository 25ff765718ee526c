import type { Endpoint } from '@contract/endpoint';

/**
 * Every endpoint of the contract, found by its files: each `contract/src/<module>.ts` exports
 * its endpoints as `<module>Api`, and the bundler (vitest is vite) reads them all, so a new
 * module's calls are checked (served, documented, logged safely) without a list to edit.
 */
const contractFiles = import.meta.glob<Record<string, unknown>>(['../../contract/src/*.ts', '!../../contract/src/*.test.ts'], {
  eager: true,
});

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && typeof (v as Endpoint).method === 'string' && typeof (v as Endpoint).path === 'string';

export const allEndpoints = (): Endpoint[] =>
  Object.values(contractFiles).flatMap((exports) =>
    Object.entries(exports)
      .filter(([name]) => name.endsWith('Api'))
      .flatMap(([, api]) => Object.values(api as Record<string, unknown>).filter(isEndpoint)),
  );
