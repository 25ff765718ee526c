import { expect, test } from './test';

/**
 * The API documentation, as the built server serves it (outside production): Swagger UI's
 * pages come from inside the server's bundle, which finds them in node_modules at run time
 * (scripts/build-server.mjs, ADR 0028). Nothing is fetched from outside this machine.
 */
test('the API documentation opens and lists the endpoints, from the built server', async ({ page, baseURL }) => {
  const outside: string[] = [];
  const ours = new URL(baseURL!).host;
  page.on('request', (req) => void (new URL(req.url()).host !== ours && outside.push(req.url())));
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /Ziyara API/ })).toBeVisible();
  // Every tag is listed, closed; opening one shows its operations.
  await expect(page.locator('.opblock-tag', { hasText: /^tasks/ })).toBeVisible();
  await page
    .locator('.opblock-tag', { hasText: /^visits/ })
    .first()
    .click();
  await expect(page.locator('.opblock-summary-path', { hasText: '/api/v1/visit/list' }).first()).toBeVisible();
  expect(outside).toEqual([]);
});
