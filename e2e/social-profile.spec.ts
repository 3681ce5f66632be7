import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { callOption, useSession } from './support/session.ts';
import { registerMember } from './support/members.ts';
import { gradientPng } from './social-png.ts';
import { formatPrefixedPhone } from '../src/shared/phone.ts';

test('a guest sees the login prompt on /profile and /invite-friend', async ({ page }) => {
  await page.goto('/UgiftWeb/profile');
  await hydrated(page);
  await expect(page.getByText('Welcome, please login to continue')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/UgiftWeb/login');
  await page.goto('/UgiftWeb/invite-friend');
  await hydrated(page);
  await expect(page.getByText('Welcome, please login to continue')).toBeVisible();
});

test('the profile shows the member, its shortcuts, and the language dialog switches everything to jp and is remembered', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, { name: 'Hana Profile' });
  await useSession(page, member);
  await page.goto('/UgiftWeb/profile');
  await hydrated(page);
  const card = page.getByTestId('profile-card');
  await expect(card).toContainText('Hana Profile');
  await expect(card).toContainText(formatPrefixedPhone(member.prefix, member.number));
  const expected: Array<[string, string]> = [
    ['My uDollar', '/UgiftWeb/udollar-list'],
    ['To Pay', '/UgiftWeb/order-topay'],
    ['My Purchases', '/UgiftWeb/order-mypurchases'],
    ['Received', '/UgiftWeb/order-received'],
    ['Sent', '/UgiftWeb/order-mypurchases?status=sent'],
    ['Friends 0', '/UgiftWeb/friends'],
    ['Invite a Friend', '/UgiftWeb/invite-friend'],
    ['Business Gifts', '/UgiftWeb/business-gifts'],
    ['Contact Us', '/UgiftWeb/contact-us'],
    ['Logout', '/UgiftWeb/logout'],
  ];
  for (const [name, path] of expected) await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  await expect(page.getByRole('link', { name: 'Edit Profile' }).first()).toHaveAttribute('href', '/UgiftWeb/profile-edit');
  await expect(page.getByTestId('basket-link')).toHaveAttribute('href', '/UgiftWeb/basket');
  await shot(page, 'social-profile');
  await expectAccessible(page);

  await page.getByTestId('language-button').click();
  const dialog = page.getByRole('dialog', { name: 'Language' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '日本語' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'プロフィール' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'メインナビゲーション' });
  await expect(tabs.getByRole('link', { name: 'ホーム' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ログアウト' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(await page.evaluate(() => localStorage.getItem('I18N_LANGUAGE'))).toBe('jp');
  await shot(page, 'social-profile-jp');

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'プロフィール' })).toBeVisible();
  await page.goto('/UgiftWeb/friends');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: '友だち' })).toBeVisible();
  await expect(page.getByText('まだ友だちがいません')).toBeVisible();
});

test('a member edits the profile with a picture', async ({ page, request }) => {
  const member = await registerMember(request, { name: 'Edit Me' });
  await useSession(page, member);
  await page.goto('/UgiftWeb/profile-edit');
  await hydrated(page);
  await expect(page.getByLabel('Mobile number')).toHaveValue(formatPrefixedPhone(member.prefix, member.number));
  await expect(page.getByLabel('Mobile number')).toHaveAttribute('readonly', '');

  await page.getByLabel('Name').fill('Sakura Lim');
  await page.getByLabel('Email').fill('sakura.lim@example.com');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Date of birth').fill('1995-05-20');
  const billing = page.getByTestId('billing-fields');
  await billing.getByRole('textbox', { name: 'Address', exact: true }).fill('8 Raffles Place, #20-01');
  await billing.getByRole('textbox', { name: 'Postcode', exact: true }).fill('048624');
  await billing.getByRole('textbox', { name: 'State', exact: true }).fill('Singapore');
  await billing.getByLabel('Country').selectOption({ label: 'Singapore' });
  await page.getByLabel('Same as billing address').check();
  const shipping = page.getByTestId('shipping-fields');
  await expect(shipping.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('8 Raffles Place, #20-01');
  await expect(shipping.getByRole('textbox', { name: 'Postcode', exact: true })).toHaveValue('048624');

  await page.getByTestId('picture-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng() });
  await expect(page.locator('.picture-field img')).toHaveAttribute('src', /^blob:/);
  await shot(page, 'social-profile-edit');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Save' }).click();
  const done = page.getByRole('dialog', { name: 'Profile updated' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/UgiftWeb\/profile$/);
  await hydrated(page);
  await expect(page.getByTestId('profile-card')).toContainText('Sakura Lim');
  await expect(page.getByTestId('profile-card').locator('img')).toHaveAttribute('src', /^\/UgiftWeb\/media\/.+\.png$/);
  await shot(page, 'social-profile-after-edit');

  const { body } = await callOption(request, member.authAPI.api_token, 'profile', 'detail_profile');
  expect(body.table).toMatchObject({
    name: 'Sakura Lim',
    email: 'sakura.lim@example.com',
    gender: 'Female',
    dob: '1995-05-20',
    billing_address: '8 Raffles Place, #20-01',
    shipping_address: '8 Raffles Place, #20-01',
    shipping_postcode: '048624',
    shipping_country: 'Singapore',
  });
});

test('a failed profile update shows "Update failed"', async ({ page, request }) => {
  const member = await registerMember(request);
  await useSession(page, member);
  await page.goto('/UgiftWeb/profile-edit');
  await hydrated(page);
  // A file that claims to be an image but is not: the browser lets it through, the server refuses it.
  await page
    .getByTestId('picture-input')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really an image at all') });
  await page.getByRole('button', { name: 'Save' }).click();
  const failed = page.getByRole('dialog', { name: 'Update failed' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('must be a PNG, JPEG, GIF or WebP image');
});
