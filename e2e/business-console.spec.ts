import AxeBuilder from '@axe-core/playwright';
import { test, expect, shot } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { aProduct } from './support/products.ts';
import { signInToConsole } from './support/counter.ts';
import { aStaff } from './support/staff.ts';

/**
 * The back office's Business gifts (decision 0271) at 1280x800: a batch prepared from a CSV for a member account, its
 * page with each recipient, and the list, checked with axe.
 */
test.use({ viewport: { width: 1280, height: 800 } });

test('an admin prepares a batch for a member account from a CSV and reads it', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const company = await registerMember(request, { name: 'Acme Console' });
  const product = await aProduct(baseURL ?? '', { stock: 20 });
  const csv = `phone,email,product_id,amount,message,deliver_at\r\n,team-${Date.now()}@example.com,${product.id},,Thanks,\r\n`;

  await signInToConsole(page, await aStaff(baseURL ?? '', 'admin'));
  await page.goto('/UgiftWeb/admin#/bulk-gifts/create');
  await page.getByLabel("The buyer's phone (the member account that pays)").fill(`+${company.phone}`);
  await page.locator('input[type=file]').setInputFiles({ name: 'gifts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Acme Console').first()).toBeVisible();
  await expect(page.getByText('Pending').first()).toBeVisible();
  await expect(page.getByText(/team-\d+@example\.com/)).toBeVisible();
  // times in the shop's format, not the epoch
  await expect(page.locator('body')).not.toContainText('1970');
  await shot(page, 'admin/bulk-gift-show');

  await page.goto('/UgiftWeb/admin#/bulk-gifts');
  await expect(page.getByText('Acme Console').first()).toBeVisible();
  const found = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await shot(page, 'admin/list-bulk-gifts');
});
