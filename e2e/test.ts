import { test as base } from '@playwright/test';
import { e2eServer } from './servers';

/**
 * Every journey's `test`: Playwright's, with its pages (and `request`) pointed at this
 * worker's own server. Specs import `test` and `expect` from here (a lint rule says so).
 */
export const test = base.extend({
  // Playwright reads a fixture's needs from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(e2eServer(testInfo.parallelIndex).url);
  },
});

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page, Request, Route } from '@playwright/test';

/** This worker's server (its outbox, its database); only inside a test or a hook. */
export function currentServer() {
  return e2eServer(test.info().parallelIndex);
}
