import type { Page } from '@playwright/test';
import { test, expect, hydrated, expectAccessible, SHOTS } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { callOption, useSession } from './support/session.ts';
import { buyGift } from './support/gifts.ts';
import { useSingapore } from './catalogue-helpers.ts';
import { gradientPng } from './social-png.ts';
import { aCounter, buyForSelf, counterProduct, signInToConsole, staffApi, voucherOfOrder } from './support/counter.ts';
import { aStaff } from './support/staff.ts';
import { readFileSync } from 'node:fs';

const BASE = '/UgiftWeb';
const CHINA = 4;

/** Picks an option of a react-admin (MUI) select by the field's label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('back office', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('marketing creates a banner with an uploaded image for Singapore, and the shop home shows it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const title = `Console banner ${Date.now()}`;
    await signInToConsole(page, await aStaff(baseURL ?? '', 'marketing'));
    await expect(page.getByRole('menuitem', { name: 'Products' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Banners' }).click();
    // the list has loaded its rows (whatever banners the shop has) before the screenshot
    await expect(page.locator('.RaList-main').getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-banners-1280.png` });
    await page.getByRole('link', { name: 'Create' }).click();
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: gradientPng(240) });
    await choose(page, 'Leads to', 'Web page (https address)');
    await page.getByLabel('Address (https://…)').fill('https://example.com/offer');
    await choose(page, 'Country', 'Singapore');
    await page.getByLabel('Order').fill('90');
    // typed in the shop's format and zone (decision 0238), shown back the same way in the list
    await page.getByLabel('Show from').fill('1 Jan 2026 09:00');
    await page.getByLabel('Words in the art (en)').fill(title);
    await page.getByLabel('Words in the art (cn)').fill(`${title} 中文`);
    await page.screenshot({ path: `${SHOTS}/admin-banner-create-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element created')).toBeVisible();
    await page.getByPlaceholder('Search').fill(title);
    await expect(page.getByRole('cell', { name: title }).first()).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('1 Jan 2026, 09:00');

    const shopper = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await useSingapore(shopper);
    await shopper.goto(`${BASE}/home`);
    await hydrated(shopper);
    const banner = shopper.getByTestId('banner').getByRole('img', { name: title });
    await expect(banner).toHaveCount(1);
    await expect(banner).toHaveAttribute('src', /\/UgiftWeb\/media\/[A-Za-z0-9_-]+\.png$/);
    await shopper.close();
    // leave the shop's Singapore carousel as the other tests know it
    await page.getByRole('cell', { name: title }).first().click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Element deleted')).toBeVisible();
  });

  test('catalogue sets a product out of stock, and the product page says so', async ({ page, baseURL }) => {
    await signInToConsole(page, await aStaff(baseURL ?? '', 'catalogue'));
    await page.getByRole('menuitem', { name: 'Interests and intentions' }).click();
    await expect(page.getByRole('cell', { name: 'thank_you' })).toBeVisible();
    // the test's own product (in China, a market no other test lists), made through the admin API with this session
    const origin = new URL(page.url()).origin;
    const pick = async (resource: string) => {
      const res = await page.request.get(`${BASE}/admin/api/${resource}?range=[0,0]`);
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as Array<{ id: number }>)[0].id;
    };
    const created = await page.request.post(`${BASE}/admin/api/products`, {
      headers: { origin },
      data: {
        country_id: CHINA,
        brand_id: await pick('brands'),
        category_id: await pick('categories'),
        i18n: { en: { name: `Console tea set ${Date.now()}` } },
        image: '/UgiftWeb/demo/placeholder.svg',
        price: 88,
        stock: 9,
      },
    });
    expect(created.status()).toBe(201);
    const product = (await created.json()) as { id: number };

    await page.goto(`${BASE}/admin#/products/${product.id}`);
    await expect(page.getByLabel('Stock')).toHaveValue('9');
    await page.screenshot({ path: `${SHOTS}/admin-product-edit-1280.png` });
    await page.getByLabel('Stock').fill('0');
    // two pictures for the product page's gallery, uploaded in one go
    await page.getByRole('tab', { name: 'Gallery' }).click();
    await page.locator('input[type=file][multiple]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: gradientPng(200) },
      { name: 'back.png', mimeType: 'image/png', buffer: gradientPng(180) },
    ]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element updated')).toBeVisible();
    await page.goto(`${BASE}/admin#/products/${product.id}`);
    await page.getByRole('tab', { name: 'Gallery' }).click();
    await expect(page.locator('img[src*="/UgiftWeb/media/"]')).toHaveCount(2);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${BASE}/product-details?id=${product.id}`);
    await hydrated(page);
    await expect(page.getByText('Out of stock').first()).toBeVisible();
    await expect(page.locator('img[src*="/UgiftWeb/media/"]')).toHaveCount(2);
  });

  test('support refunds a paid order, and the member sees it refunded', async ({ page, browser, request, baseURL }) => {
    const member = await registerMember(request, { name: 'Refund Rita' });
    const gift = await buyGift(request, member, { to: 'Dear Rita', message: 'A gift to give back' });
    await signInToConsole(page, await aStaff(baseURL ?? '', 'support'));
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    const detail = await callOption(request, member.authAPI.api_token, 'order', 'detail_order', { order_id: String(gift.orderId) });
    const orderNo = (detail.body as { table: { order_no: string } }).table.order_no;
    await page.getByPlaceholder('Order number, customer or phone').fill(orderNo);
    await expect(page.getByRole('row')).toHaveCount(2); // the header and the one order
    await page.getByRole('cell', { name: orderNo }).click();
    await expect(page).toHaveURL(new RegExp(`#/orders/${gift.orderId}/show`));
    const refund = page.getByRole('button', { name: /^Refund SGD [\d.,]+ to the payment$/ });
    await expect(refund).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-order-1280.png`, fullPage: true });
    await refund.click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(new RegExp(`Order ${orderNo}: SGD [\\d.,]+ refunded`))).toBeVisible();
    await expect(page.locator('.ra-field-payment_status')).toContainText('Refunded');

    const memberPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await useSession(memberPage, member);
    await memberPage.goto(`${BASE}/order-details?id=${gift.orderId}`);
    await hydrated(memberPage);
    await expect(memberPage.getByTestId('order-status')).toContainText('Refunded');
    await memberPage.close();
  });

  test('the console is accessible and reads at tablet size too', async ({ page, baseURL }) => {
    await page.goto(`${BASE}/admin`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page);
    await signInToConsole(page, await aStaff(baseURL ?? '', 'admin'));
    // the test's own audited change (a hidden banner made and removed), so the log has rows whatever ran before
    const origin = new URL(page.url()).origin;
    const made = await page.request.post(`${BASE}/admin/api/banners`, {
      headers: { origin },
      data: { image: '/UgiftWeb/demo/placeholder.svg', linkage_type: 'linkage_none', i18n: { en: { name: 'Audit trail' } }, active: false },
    });
    expect(made.status()).toBe(201);
    expect(
      (
        await page.request.delete(`${BASE}/admin/api/banners/${((await made.json()) as { id: number }).id}`, { headers: { origin } })
      ).status(),
    ).toBe(200);
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await expect(page.getByRole('columnheader', { name: 'Staff' })).toBeVisible();
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.screenshot({ path: `${SHOTS}/admin-audit-820.png` });
    await page.goto(`${BASE}/admin#/products`);
    await expect(page.getByRole('columnheader', { name: 'Stock' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-products-820.png` });
  });
});

test.describe('back office, marketing and the dashboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('marketing broadcasts a notice to China, and a member there reads it; the dashboard draws its charts', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const member = await registerMember(request, { prefix: '86', name: 'Broadcast Bo' });
    const text = `Console notice ${Date.now()}`;
    await signInToConsole(page, await aStaff(baseURL ?? '', 'marketing'));
    await expect(page.getByRole('img', { name: /^Sales per day in SGD/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-dashboard-1280.png` });
    await page.getByRole('menuitem', { name: 'Broadcasts' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByLabel('Its id').fill('1');
    await page.getByLabel('Text (en)').fill(text);
    await choose(page, 'Country', 'China');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('cell', { name: text })).toBeVisible();

    const memberPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await useSession(memberPage, member);
    await memberPage.goto(`${BASE}/notification`);
    await hydrated(memberPage);
    await expect(memberPage.getByText(text)).toBeVisible();
    await memberPage.close();

    await page.getByRole('menuitem', { name: 'Campaigns' }).click();
    await expect(page.getByRole('cell', { name: 'discount' }).first()).toBeVisible();
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.screenshot({ path: `${SHOTS}/admin-campaigns-820.png` });
  });
});

test.describe('back office, card designs', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('marketing moves and resizes a card element in the layout editor, by mouse and by keyboard, and saves it', async ({
    page,
    baseURL,
  }) => {
    await signInToConsole(page, await aStaff(baseURL ?? '', 'marketing'));
    const origin = new URL(page.url()).origin;
    const category = ((await (await page.request.get(`${BASE}/admin/api/giftcard-categories`)).json()) as Array<{ id: number }>)[0].id;
    const created = await page.request.post(`${BASE}/admin/api/giftcards`, {
      headers: { origin },
      data: {
        category_id: category,
        country_id: CHINA,
        i18n: { en: { name: `Console card ${Date.now()}` } },
        image: '/UgiftWeb/demo/placeholder.svg',
        image_thumbnail: '/UgiftWeb/demo/placeholder.svg',
        is_editable: true,
        edit_parameter: [{ key: 'to', type: 'text', placeholder: 'To', content: '', xpos: 40, ypos: 40, width: 200, height: 60 }],
      },
    });
    expect(created.status()).toBe(201);
    const card = (await created.json()) as { id: number };
    await page.goto(`${BASE}/admin#/giftcards/${card.id}`);
    await page.getByRole('tab', { name: 'Layout' }).click();
    const box = page.getByTestId('layout-to');
    await expect(box).toBeVisible();
    // the mouse: drag the box 50 screen px right (100 canvas px at half size)
    const b = await box.boundingBox();
    if (!b) throw new Error('no layout box');
    await page.mouse.move(b.x + 20, b.y + 10);
    await page.mouse.down();
    await page.mouse.move(b.x + 70, b.y + 10, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByLabel('Left (px)')).toHaveValue('140');
    // the keyboard: Shift+Arrow moves 10 px, Alt+Arrow resizes
    await box.focus();
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Alt+ArrowRight');
    await expect(page.getByLabel('Top (px)')).toHaveValue('50');
    await expect(page.getByLabel('Width (px)')).toHaveValue('201');
    await page.screenshot({ path: `${SHOTS}/admin-layout-editor-1280.png` });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element updated')).toBeVisible();
    const saved = (await (await page.request.get(`${BASE}/admin/api/giftcards/${card.id}`)).json()) as {
      edit_parameter: Array<{ xpos: number; ypos: number; width: number }>;
    };
    expect(saved.edit_parameter[0]).toMatchObject({ xpos: 140, ypos: 50, width: 201 });
  });

  test('a merchant reads their redemptions and the redemptions per outlet per day, and exports them as CSV', async ({
    page,
    request,
    baseURL,
  }) => {
    // the test's own voucher, redeemed through the admin API by the merchant of the test's own counter
    const counter = await aCounter(baseURL ?? '');
    const product = await counterProduct(baseURL ?? '', counter, { codeType: 'alphanumeric', price: 9, label: 'Report mocha' });
    const member = await registerMember(request, { name: 'Rita Report' });
    const voucher = await voucherOfOrder(request, member, await buyForSelf(request, member, product.id));
    const merchant = await staffApi(baseURL ?? '', counter.merchant);
    try {
      const { outlet } = counter;
      const redeemed = await merchant.post(`${BASE}/admin/api/redemptions`, { data: { code: voucher.code, outlet_id: outlet.id } });
      expect(redeemed.status(), await redeemed.text()).toBe(201);

      await signInToConsole(page, counter.merchant);
      await expect(page.getByRole('link', { name: 'counter' })).toBeVisible();
      await page.getByRole('menuitem', { name: 'Redemptions', exact: true }).click();
      const row = page.getByRole('row').filter({ hasText: product.name });
      await expect(row).toContainText(outlet.outlet_name);
      await expect(row).toContainText('SGD 9.00');
      await page.getByRole('menuitem', { name: 'Redemptions per day' }).click();
      await expect(page.getByRole('cell', { name: outlet.outlet_name }).first()).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export' }).click();
      const csv = readFileSync(await (await download).path(), 'utf8');
      expect(csv.split('\n')[0]).toContain('outlet_name');
      expect(csv).toContain(outlet.outlet_name);
      await page.screenshot({ path: `${SHOTS}/admin-redemption-days-1280.png` });
    } finally {
      await merchant.dispose();
    }
  });
});
