import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const SHOTS = process.env.E2E_SHOTS ?? 'e2e-screenshots';

/** Waits until every island on the page has hydrated. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}

/** A phone-size screenshot kept with the test results. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** axe finds nothing (WCAG 2.0, 2.1 and 2.2 A and AA rules). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Every page fails its test when the app logs console.error or throws. */
// biome-ignore lint/suspicious/noConfusingVoidType: Playwright types a fixture without a value as void
export const test = base.extend<{ consoleErrors: string[]; homePopups: boolean; quietPopups: void }>({
  /** The home popup queue (country, video, promo) stays away unless a test asks for it with test.use({ homePopups: true }). */
  homePopups: [false, { option: true }],
  quietPopups: [
    async ({ page, homePopups }, use) => {
      if (!homePopups) await page.addInitScript(() => sessionStorage.setItem('ugift.popups', '1'));
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
