import type { APIRequestContext } from '@playwright/test';
import { test, expect, expectAccessible, SHOTS } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { aCounter, BASE, buyForSelf, type Counter, counterProduct, signInToConsole, staffApi, voucherOfOrder } from './support/counter.ts';
import { aStaff } from './support/staff.ts';

/**
 * The books in the back office (decision 0236): support refunds a part-spent voucher for what is left of it, the
 * merchant opens its statement, and finance sees the trial balance at zero, the liabilities chart and the books
 * reconciled. Each test buys and redeems its own voucher.
 */

/**
 * A member's own stored-value voucher worth SGD 50 of a counter of the test's own (a new one unless given), of which the
 * counter spent SGD 30. Answers the order.
 */
async function partSpentVoucher(request: APIRequestContext, baseURL: string, given?: Counter): Promise<number> {
  const counter = given ?? (await aCounter(baseURL));
  const product = await counterProduct(baseURL, counter, { codeType: 'alphanumeric', storedValue: true, price: 50, label: 'Books card' });
  const member = await registerMember(request, { name: 'Rita Refund' });
  const orderId = await buyForSelf(request, member, product.id);
  const voucher = await voucherOfOrder(request, member, orderId);
  const device = await staffApi(baseURL, counter.merchant);
  try {
    const { outlet } = counter;
    const spent = await device.post(`${BASE}/admin/api/redemptions`, {
      data: { code: voucher.code, outlet_id: outlet.id, amount: 3000 },
    });
    expect(spent.status(), await spent.text()).toBe(201);
  } finally {
    await device.dispose();
  }
  return orderId;
}

test.describe('the books in the back office', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('support sees what a part-spent voucher would refund, and refunds only that', async ({ page, request, baseURL }) => {
    const orderId = await partSpentVoucher(request, baseURL ?? '');
    await signInToConsole(page, await aStaff(baseURL ?? '', 'support'));
    await page.goto(`${BASE}/admin#/orders/${orderId}/show`);
    await expect(page.getByTestId('refundable')).toContainText('Refundable now: SGD 20.00');
    await expect(page.getByRole('checkbox', { name: /holds SGD 20\.00, refunds SGD 20\.00/ })).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/admin-refund-part-spent-1280.png`, fullPage: true });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Refund SGD 20.00 to the payment' }).click();
    await expect(page.getByRole('dialog')).toContainText('Refund SGD 20.00 of order');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/SGD 20\.00 refunded/)).toBeVisible();
    await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('refundable')).toHaveCount(0);
  });

  test('the merchant opens its statement: what was redeemed, the commission and what it is owed', async ({ page, request, baseURL }) => {
    const counter = await aCounter(baseURL ?? '');
    await partSpentVoucher(request, baseURL ?? '', counter);
    await signInToConsole(page, counter.merchant);
    await page.getByRole('menuitem', { name: 'Settlements' }).click();
    const row = page.getByRole('row').filter({ hasText: counter.brand.name }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('open');
    await expect(row).toContainText('SGD');
    // a merchant reads statements; paying them is finance's
    await expect(page.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
    await page.screenshot({ path: `${SHOTS}/admin-settlements-merchant-1280.png` });
    await expectAccessible(page);
  });

  test('an admin sees the trial balance at zero, the liabilities chart and the books reconciled', async ({ page, baseURL }) => {
    await signInToConsole(page, await aStaff(baseURL ?? '', 'admin'));
    await expect(page.getByRole('alert').filter({ hasText: 'agrees with the ledger' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Trial balance' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Total SGD' })).toContainText('SGD 0.00 (balanced)');
    await expect(page.getByRole('cell', { name: 'voucher:SGD' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-trial-balance-1280.png` });
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Liabilities' }).click();
    await expect(page.getByRole('img', { name: 'Outstanding stored value per market' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Singapore' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-liabilities-1280.png` });
    await expectAccessible(page);
  });
});
