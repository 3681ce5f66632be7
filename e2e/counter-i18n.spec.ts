import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { clippedText } from './support/clipping.ts';
import { aCounter, BASE, buyForSelf, type Counter, counterProduct, voucherOfOrder, watchErrors } from './support/counter.ts';
import { expect, expectAccessible, SHOTS, test } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';

/**
 * The counter in eng, cn and jp, its outlet chooser grouped by country with a search, and the confirmation
 * before a redemption that cannot be undone (decision 0239). Each test has its own counter (a brand, its outlets and
 * its merchant), buys its own voucher for its own member and redeems at the counter's Singapore outlet (a Singapore
 * voucher is good at its own market's outlets only).
 */
const LANGS = ['eng', 'cn', 'jp'] as const;
type Lang = (typeof LANGS)[number];
const TEXT = Object.fromEntries(
  LANGS.map((lang) => [lang, JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../locales/${lang}/counter.json`), 'utf8'))]),
) as Record<Lang, typeof import('../locales/eng/counter.json')>;
const NAME: Record<Lang, string> = { eng: 'English', cn: '中文', jp: '日本語' };
const fill = (text: string, vars: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');

async function counterPage(browser: Browser, locale: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale, timezoneId: 'Asia/Singapore', viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  return { page, errors, close: () => context.close() };
}

async function signIn(page: Page, lang: Lang, counter: Counter): Promise<void> {
  const t = TEXT[lang].signIn;
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
  await page.getByLabel(t.email).fill(counter.merchant.email);
  await page.getByLabel(t.password, { exact: true }).fill(counter.merchant.password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

/** Pixels that run out of their box, axe, and a screenshot for a person to look at. */
async function look(page: Page, name: string): Promise<void> {
  expect(await clippedText(page), `clipped text on ${name}`).toEqual([]);
  await expectAccessible(page);
  mkdirSync(`${SHOTS}/counter`, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/counter/${name}.png`, fullPage: true });
}

test.describe('counter languages, outlets and confirmation', () => {
  test.describe.configure({ timeout: 150_000 });

  test('the counter follows the device language, keeps the staff member’s choice, and speaks eng, cn and jp throughout', async ({
    browser,
    request,
    baseURL,
  }) => {
    const counter = await aCounter(baseURL ?? '');
    const OUTLET = counter.outlet.outlet_name;
    const product = await counterProduct(baseURL ?? '', counter, {
      codeType: 'alphanumeric',
      storedValue: true,
      price: 80,
      label: 'Counter languages card',
    });
    const member = await registerMember(request, { name: 'Lin Languages' });
    const voucher = await voucherOfOrder(request, member, await buyForSelf(request, member, product.id));

    // a Japanese device: the counter starts in Japanese without being asked
    const device = await counterPage(browser, 'ja-JP');
    const { page } = device;
    try {
      await page.goto(`${BASE}/counter`);
      await expect(page.getByRole('heading', { name: TEXT.jp.signIn.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'true');

      for (const lang of LANGS) {
        const t = TEXT[lang];
        await page.getByRole('button', { name: NAME[lang], exact: true }).click();
        await expect(page.getByRole('heading', { name: t.signIn.title })).toBeVisible();
        await look(page, `${lang}-signin`);
        await signIn(page, lang, counter);
        // the first sign-in on the device asks for the outlet; later ones go to the counter, where it can be changed
        if (lang !== 'eng') {
          await expect(page.getByTestId('current-outlet')).toHaveText(OUTLET);
          await page.getByRole('button', { name: t.header.changeOutlet }).click();
        }
        await expect(page.getByRole('heading', { name: t.outlets.title })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: t.countries['65'] })).toBeVisible();
        await look(page, `${lang}-outlets`);
        await page
          .getByRole('listitem')
          .getByRole('button', { name: new RegExp(`^${OUTLET}`) })
          .click();
        await expect(page.getByTestId('current-outlet')).toHaveText(OUTLET);
        await expect(page.getByRole('heading', { name: t.scan.title })).toBeVisible();
        await look(page, `${lang}-counter`);

        await page.getByLabel(t.scan.code).fill(voucher.code);
        await page.getByRole('button', { name: t.scan.lookUp, exact: true }).click();
        const card = page.getByTestId('voucher');
        await expect(card.getByTestId('voucher-state')).toHaveText(t.state.Active);
        await expect(card.getByTestId('voucher-balance')).toHaveText('SGD 80.00');
        await expect(card.getByRole('heading', { name: t.voucher.history })).toBeVisible();
        // the whole balance: the counter asks first, in the staff member's language
        await page.getByLabel(fill(t.redeem.amount, { currency: 'SGD' })).fill('80');
        await page.getByRole('button', { name: new RegExp(`^${t.redeem.button}`) }).click();
        const dialog = page.getByRole('dialog', { name: fill(t.confirm.title, { amount: 'SGD 80.00' }) });
        await expect(dialog).toBeVisible();
        await look(page, lang);
        await dialog.getByRole('button', { name: t.confirm.no }).click();
        await expect(dialog).toHaveCount(0);
        await expect(card).toHaveAttribute('data-state', 'Active');

        await page.getByRole('button', { name: t.header.signOut }).click();
        await expect(page.getByTestId('signin-notice')).toHaveText(t.notice.signedOut);
      }

      // the choice is kept on the device over the device's own language
      await page.reload();
      await expect(page.getByRole('heading', { name: TEXT.jp.signIn.title })).toBeVisible();
      await page.getByRole('button', { name: '中文' }).click();
      await page.reload();
      await expect(page.getByRole('heading', { name: TEXT.cn.signIn.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
      await expect(page).toHaveTitle(TEXT.cn.title);
      // the header's picker switches a signed-in counter, the words already on the screen included
      await signIn(page, 'cn', counter);
      await expect(page.getByRole('heading', { name: TEXT.cn.scan.title })).toBeVisible();
      await page.getByLabel(TEXT.cn.scan.code).fill('ZZZZ-ZZZZ-ZZZZ-ZZZZ-Z');
      await page.getByRole('button', { name: TEXT.cn.scan.lookUp, exact: true }).click();
      await expect(page.getByTestId('outcome')).toContainText(TEXT.cn.refusal.unknownTitle);
      await expect(page.getByTestId('outcome')).toContainText(TEXT.cn.errors.unknown_code);
      await page.getByTestId('counter-language').selectOption('eng');
      await expect(page.getByTestId('outcome')).toContainText(TEXT.eng.errors.unknown_code);
      await expect(page.getByRole('heading', { name: TEXT.eng.scan.title })).toBeVisible();
      expect(device.errors, 'console errors on the counter').toEqual([]);
    } finally {
      await device.close();
    }
  });

  test('the outlet chooser groups the outlets by country and finds them by name, address or country', async ({ browser, baseURL }) => {
    const counter = await aCounter(baseURL ?? '', { abroad: true });
    const OUTLET = counter.outlet.outlet_name;
    const device = await counterPage(browser, 'en-SG');
    const { page } = device;
    try {
      await page.goto(`${BASE}/counter`);
      await signIn(page, 'eng', counter);
      const chooser = page.getByRole('region', { name: 'Choose this counter’s outlet' });
      await expect(chooser.getByRole('heading', { level: 1 })).toBeVisible();
      const headings = chooser.getByRole('heading', { level: 2 });
      await expect(headings.filter({ hasText: 'Singapore' })).toHaveCount(1);
      await expect(headings.filter({ hasText: 'Japan' })).toHaveCount(1);
      await expect(headings.filter({ hasText: 'China' })).toHaveCount(1);
      // each outlet sits under its own country's heading
      const singapore = chooser.getByTestId('outlet-group').filter({ has: page.getByRole('heading', { name: 'Singapore' }) });
      await expect(singapore.getByRole('button', { name: new RegExp(`^${OUTLET}`) })).toBeVisible();
      await expect(singapore.getByRole('button', { name: /Tokyo|Shanghai|Beijing/ })).toHaveCount(0);

      const search = chooser.getByLabel('Search outlets');
      await search.fill('tokyo');
      await expect(chooser.getByTestId('outlet-group')).toHaveCount(1);
      await expect(headings).toHaveText(['Japan']);
      for (const button of await chooser.getByRole('list').getByRole('button').all()) await expect(button).toContainText('Tokyo');
      await search.fill('china');
      await expect(headings).toHaveText(['China']);
      await search.fill('no such outlet');
      await expect(chooser.getByTestId('outlet-no-match')).toHaveText('No outlet matches “no such outlet”.');
      await expect(chooser.getByTestId('outlet-group')).toHaveCount(0);
      await look(page, 'eng-outlets-no-match');
      await search.fill('vivocity');
      await chooser.getByRole('button', { name: new RegExp(`^${OUTLET}`) }).click();
      await expect(page.getByTestId('current-outlet')).toHaveText(OUTLET);
      expect(device.errors).toEqual([]);
    } finally {
      await device.close();
    }
  });

  test('a whole redemption is confirmed first; Cancel keeps the voucher unredeemed', async ({ browser, request, baseURL }) => {
    const counter = await aCounter(baseURL ?? '');
    const OUTLET = counter.outlet.outlet_name;
    const product = await counterProduct(baseURL ?? '', counter, { codeType: 'alphanumeric', price: 20, label: 'Counter confirm latte' });
    const member = await registerMember(request, { name: 'Cat Confirm' });
    const voucher = await voucherOfOrder(request, member, await buyForSelf(request, member, product.id));
    const device = await counterPage(browser, 'en-SG');
    const { page } = device;
    try {
      await page.goto(`${BASE}/counter`);
      await signIn(page, 'eng', counter);
      await page.getByRole('button', { name: new RegExp(`^${OUTLET}`) }).click();
      await page.getByLabel('Voucher code').fill(voucher.code);
      await page.getByRole('button', { name: 'Look up' }).click();
      const card = page.getByTestId('voucher');
      await expect(card).toHaveAttribute('data-state', 'Active');

      await page.getByRole('button', { name: `Redeem at ${OUTLET}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Redeem SGD 20.00?' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('confirm-amount')).toHaveText('SGD 20.00');
      await expect(dialog).toContainText(`The whole voucher, SGD 20.00, is redeemed at ${OUTLET}. This cannot be undone.`);
      // Cancel has the focus: a second tap of Enter does not redeem
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
      await expect(card).toHaveAttribute('data-state', 'Active');
      await expect(page.getByTestId('outcome')).toBeEmpty();

      // Escape cancels too, and the voucher is still unredeemed on the server: a fresh lookup finds it Active
      await page.getByRole('button', { name: `Redeem at ${OUTLET}` }).click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await page.getByRole('button', { name: 'Next customer' }).click();
      await page.getByLabel('Voucher code').fill(voucher.code);
      await page.getByRole('button', { name: 'Look up' }).click();
      await expect(card).toHaveAttribute('data-state', 'Active');

      await page.getByRole('button', { name: `Redeem at ${OUTLET}` }).click();
      await dialog.getByRole('button', { name: 'Redeem SGD 20.00' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Redeemed' })).toContainText(`(SGD 20.00) redeemed at ${OUTLET}`);
      await expect(card).toHaveAttribute('data-state', 'Used');
      expect(device.errors).toEqual([]);
    } finally {
      await device.close();
    }
  });
});
