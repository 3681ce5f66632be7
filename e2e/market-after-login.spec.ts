import { test, expect, hydrated } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';

/** A login switches the shop to the member's own market, not to Japan (decision 0110). */
test('a Singapore member who browsed Japan before login lands on the Singapore shop', async ({ page, request }) => {
  const member = await registerMember(request, { prefix: '65', password: 'market-pass' });
  await page.addInitScript(() => {
    if (!localStorage.getItem('authUser')) {
      localStorage.setItem('country', '3');
      localStorage.setItem('currency', 'JPY');
    }
  });
  await page.goto('/UgiftWeb/login');
  await hydrated(page);
  await page.getByLabel('Mobile number').fill(member.number);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await hydrated(page);
  expect(await page.evaluate(() => [localStorage.getItem('country'), localStorage.getItem('currency')])).toEqual(['2', 'SGD']);
  // The home lists follow: prices in SGD, none in JPY.
  const popular = page.getByTestId('popular-item').first();
  await expect(popular).toContainText('SGD');
  await expect(page.getByTestId('popular-item').filter({ hasText: 'JPY' })).toHaveCount(0);
});
