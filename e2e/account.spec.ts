import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';

// These journeys check where the sign-in screens lead, not the home page (another feature's screen, tested there):
// /home is answered by a stub so that its islands cannot make these tests fail.
// (The service worker is blocked so that its cache cannot answer /home instead of the stub.)
test.use({ serviceWorkers: 'block' });
test.beforeEach(async ({ page }) => {
  await page.route(/\/UgiftWeb\/home$/, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Home</title><main><h1>Home</h1></main></html>',
    }),
  );
});

const freshNumber = () => `8${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

async function chooseCode(page: Page, code: string) {
  const select = page.getByLabel('Country code');
  await expect(select.locator(`option[value="${code}"]`)).toHaveCount(1);
  await select.selectOption(code);
}

/** The console SMS provider's code, shown as a hint on the verification screens. */
async function demoCode(page: Page): Promise<string> {
  const hint = page.getByTestId('otp-hint');
  await expect(hint).toContainText(/\d{6}/);
  return /(\d{6})/.exec((await hint.textContent()) ?? '')![1];
}

async function loginThroughForm(page: Page, code: string, number: string, password: string) {
  await chooseCode(page, code);
  await page.getByLabel('Mobile number').fill(number);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('register with the console OTP, log out, and log in again', async ({ page }) => {
  const number = freshNumber();
  await page.goto('/UgiftWeb/login');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Country code')).toHaveValue('65');
  await shot(page, 'account-login');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/register$/);
  await hydrated(page);
  // Sign-up starts in the shop's home market, like /login (decision 0243).
  await expect(page.getByLabel('Country code')).toHaveValue('65');
  const getOtp = page.getByRole('button', { name: 'Get OTP' });
  await expect(getOtp).toBeDisabled();
  await page.getByLabel('Mobile number').fill(number);
  await expect(getOtp).toBeEnabled();
  await shot(page, 'account-register');
  await expectAccessible(page);
  await getOtp.click();

  await expect(page).toHaveURL(/\/verification$/);
  await hydrated(page);
  await expect(page.getByText(`+65 ${number}`)).toBeVisible();
  const resend = page.getByRole('button', { name: /Resend in \d+ s/ });
  await expect(resend).toBeDisabled();
  const code = await demoCode(page);
  await shot(page, 'account-verification');
  await expectAccessible(page);
  const otp = page.getByLabel('6-digit verification code');
  await otp.pressSequentially(`ab${code.slice(0, 5)}`);
  await expect(otp).toHaveValue(code.slice(0, 5));
  await otp.pressSequentially(code.slice(5));

  // The sixth digit verifies on its own.
  await expect(page).toHaveURL(/\/set-password$/);
  await hydrated(page);
  const create = page.getByRole('button', { name: 'Create Account' });
  await page.getByLabel('Password', { exact: true }).fill('my-secret');
  await expect(create).toBeDisabled();
  await page.getByLabel('Re-enter password').fill('my-secreX');
  await expect(create).toBeEnabled();
  await create.click();
  const mismatch = page.getByRole('dialog', { name: 'Mismatch' });
  await expect(mismatch).toContainText('New password mismatched with retype password');
  await mismatch.getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Re-enter password').fill('my-secret');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await shot(page, 'account-set-password');
  await expectAccessible(page);
  await create.click();

  const created = page.getByRole('dialog', { name: 'Account Created' });
  await expect(created).toContainText('Registration complete');
  await shot(page, 'account-created-dialog');
  // The new member is already signed in when the dialog shows.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('authUser') ?? 'null')?.phone_number)).toBe(number);
  await created.getByRole('button', { name: 'Start shopping' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const stored = await page.evaluate(() => ({
    user: JSON.parse(localStorage.getItem('authUser') ?? 'null'),
    country: localStorage.getItem('country'),
  }));
  expect(stored.user).toMatchObject({ phone_prefix: '+65', phone_number: number });
  expect(stored.country).toBe('2'); // the member's own market, Singapore (decision 0110)

  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('authAPI') ?? 'null')?.api_token as string);
  await page.goto('/UgiftWeb/logout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('authUser') ?? 'null'))).toBeNull();
  // The server unbound the token too: a member option now refuses it.
  const after = await page.request.post('/UgiftWeb/api/account', {
    form: { option: 'set_market_country', country_id: '2' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
  await hydrated(page);
  await loginThroughForm(page, '65', number, 'my-secret');
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('authUser') ?? 'null')?.phone_number)).toBe(number);

  // A logged-in visitor is sent away from /login and /forgot-password.
  await page.goto('/UgiftWeb/login');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/UgiftWeb/forgot-password');
  await expect(page).toHaveURL(/\/home$/);
});

test('forgot and reset the password, then the old one no longer works', async ({ page, request }) => {
  const member = await registerMember(request, { password: 'first-pass' });
  await page.goto('/UgiftWeb/login');
  await hydrated(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await hydrated(page);
  await expect(page.getByLabel('Country code')).toHaveValue('65');
  await chooseCode(page, '65');
  await page.getByLabel('Mobile number').fill(freshNumber());
  await page.getByRole('button', { name: 'Get OTP' }).click();
  // An unknown number is answered like a known one; the code proves the phone before the screen says more.
  await expect(page).toHaveURL(/\/forgot-password-verification$/);
  await hydrated(page);
  await page.getByLabel('6-digit verification code').fill(await demoCode(page));
  const failed = page.getByRole('dialog', { name: 'Failed' });
  await expect(failed).toContainText('No account uses this mobile number');
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await hydrated(page);
  await chooseCode(page, '65');
  await page.getByLabel('Mobile number').fill(member.number);
  await shot(page, 'account-forgot-password');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Get OTP' }).click();

  await expect(page).toHaveURL(/\/forgot-password-verification$/);
  await hydrated(page);
  // Back to the number: the code used last time (65) now wins over the screen's default (60).
  await page.getByRole('link', { name: 'Change number' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await hydrated(page);
  await expect(page.getByLabel('Country code')).toHaveValue('65');
  await page.goBack();
  await expect(page).toHaveURL(/\/forgot-password-verification$/);
  await hydrated(page);
  const code = await demoCode(page);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('6-digit verification code').fill(wrong);
  const invalid = page.getByRole('dialog', { name: 'Invalid OTP' });
  await expect(invalid).toContainText('Invalid OTP. 4 tries left.');
  await invalid.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('6-digit verification code')).toHaveValue('');
  await shot(page, 'account-forgot-verification');
  await page.getByLabel('6-digit verification code').fill(code);

  await expect(page).toHaveURL(/\/reset-password$/);
  await hydrated(page);
  const done = page.getByRole('button', { name: 'Done' });
  await page.getByLabel('New password', { exact: true }).fill('second-pass');
  await expect(done).toBeDisabled();
  await page.getByLabel('Retype new password').fill('second-pass');
  await shot(page, 'account-reset-password');
  await expectAccessible(page);
  await done.click();
  const updated = page.getByRole('dialog', { name: 'Password Updated' });
  await expect(updated).toBeVisible();
  await shot(page, 'account-password-updated');
  await updated.getByRole('button', { name: 'Login Now' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/UgiftWeb/logout');
  await expect(page).toHaveURL(/\/login$/);
  await hydrated(page);
  await loginThroughForm(page, '65', member.number, 'first-pass');
  const loginFailed = page.getByRole('dialog', { name: 'Login failed' });
  await expect(loginFailed).toContainText('Invalid mobile number or password');
  await shot(page, 'account-login-failed');
});

test('login rules: Login waits for 6 password characters, and a legacy member must set a new password', async ({ page }, testInfo) => {
  // Each run uses up one seeded legacy member (Legacy Lim, Loh, Lau), so the journey can be repeated on one server.
  const legacy = [
    { number: '90000001', name: 'Legacy Lim' },
    { number: '90000002', name: 'Legacy Loh' },
    { number: '90000003', name: 'Legacy Lau' },
  ][(testInfo.repeatEachIndex + testInfo.retry) % 3];
  await page.goto('/UgiftWeb/login');
  await hydrated(page);
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await expect(login).toBeDisabled();
  await page.getByLabel('Mobile number').fill(legacy.number);
  await page.getByLabel('Password', { exact: true }).fill('ugift');
  await expect(login).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).fill('ugift-demo');
  await expect(login).toBeEnabled();
  await login.click();
  const expired = page.getByRole('dialog', { name: 'Password expired' });
  await expect(expired).toBeVisible();
  await shot(page, 'account-password-expired');
  await expired.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await hydrated(page);
  await expect(page.getByText(`+65 ${legacy.number}`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('legacy-new-pass');
  await page.getByLabel('Retype new password').fill('legacy-new-pass');
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('dialog', { name: 'Password Updated' }).getByRole('button', { name: 'Login Now' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('authUser') ?? 'null')?.name)).toBe(legacy.name);
});

test('view as guest, Facebook without configuration, and the share redirect after login', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/UgiftWeb/login?type=redirect&id=shareAbc123');
  await hydrated(page);
  await page.getByRole('button', { name: 'Login with Facebook' }).click();
  const fb = page.getByRole('dialog', { name: 'Login with Facebook' });
  await expect(fb).toContainText('Facebook login is not configured');
  await shot(page, 'account-facebook-unavailable');
  await fb.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/UgiftWeb/terms-n-conditions');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/UgiftWeb/privacy-policy');
  await loginThroughForm(page, '65', member.number, member.password);
  await expect(page).toHaveURL(/\/giftcard-share\?id=shareAbc123$/);

  // Coming back from Facebook's dialog: the state must match, and the server checks the token.
  await page.goto('/UgiftWeb/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.evaluate(() => sessionStorage.setItem('fbOauthState', 'state-1'));
  await page.goto('/UgiftWeb/login#access_token=EAAtoken123&state=state-2');
  await hydrated(page);
  const mismatch = page.getByRole('dialog', { name: 'Login Facebook failed' });
  await expect(mismatch).toContainText('did not match this login attempt');
  await mismatch.getByRole('button', { name: 'OK' }).click();
  expect(page.url()).not.toContain('access_token');
  await page.evaluate(() => sessionStorage.setItem('fbOauthState', 'state-3'));
  await page.goto('/UgiftWeb/register'); // so that the next visit loads /login afresh, not just its fragment
  await page.goto('/UgiftWeb/login#access_token=EAAtoken123&state=state-3');
  await hydrated(page);
  await expect(page.getByRole('dialog', { name: 'Login Facebook failed' })).toContainText(
    'Facebook login is not configured on this server',
  );

  await page.goto('/UgiftWeb/logout');
  await expect(page).toHaveURL(/\/login$/);
  await hydrated(page);
  await page.getByRole('link', { name: 'View as guest' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

const PROTECTED = [
  'view-vouchers?id=1',
  'voucher-details?id=1',
  'profile-edit',
  'friends',
  'checkout-confirmation',
  'checkout-cardselection',
  'checkout-cardcustomization',
  'order-topay',
  'order-mypurchases',
  'order-received',
  'order-details?id=1',
  'payment-status?id=1',
  'udollar-list',
  'udollar-history',
];

test('every protected route sends a guest to /login, and login returns to the page', async ({ page, request }) => {
  for (const route of PROTECTED) {
    await page.goto(`/UgiftWeb/${route}`);
    await expect(page, `${route} sends a guest to login`).toHaveURL(/\/UgiftWeb\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('returnTo'))).toBe(`/UgiftWeb/${route}`);
  }
  const member = await registerMember(request);
  await page.goto('/UgiftWeb/friends?type=list_friend_request');
  await expect(page).toHaveURL(/\/login$/);
  await hydrated(page);
  await loginThroughForm(page, '65', member.number, member.password);
  await expect(page).toHaveURL(/\/friends\?type=list_friend_request$/);
});

test('guest screens show the login prompt, whose Login Now comes back after login', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/UgiftWeb/profile');
  await hydrated(page);
  await expect(page.getByText('Welcome, please login to continue')).toBeVisible();
  await shot(page, 'account-guest-prompt');
  await page.getByRole('link', { name: 'Login Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await hydrated(page);
  await loginThroughForm(page, '65', member.number, member.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Welcome, please login to continue')).toHaveCount(0);
});

test('a registered member is told so on /register, and the sign-in screens speak Chinese and Japanese', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/UgiftWeb/register');
  await hydrated(page);
  await chooseCode(page, '65');
  await page.getByLabel('Mobile number').fill(member.number);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await hydrated(page);
  await page.getByLabel('6-digit verification code').fill(await demoCode(page));
  const failed = page.getByRole('dialog', { name: 'Registration failed' });
  await expect(failed).toContainText('already has an account');
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'cn'));
  await page.goto('/UgiftWeb/register');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '创建账户' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'jp'));
  await page.goto('/UgiftWeb/register');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'アカウント作成' })).toBeVisible();
  await shot(page, 'account-register-jp');
});

test('a member without a country chooses one (and a referral code) in the country modal after login', async ({ page, request }) => {
  // +1 is not a shop country, so the new member's country_id is 0, as after a first Facebook login.
  const member = await registerMember(request, { prefix: '1' });
  expect(member.authUser.country_id).toBe(0);
  await page.addInitScript(() => localStorage.setItem('countryCode', '1'));
  await page.goto('/UgiftWeb/login');
  await hydrated(page);
  await expect(page.getByLabel('Country code')).toHaveValue('1');
  await page.getByLabel('Mobile number').fill(member.number);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  const modal = page.getByRole('dialog', { name: 'Welcome to Ugift' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Apply' }).click();
  const empty = page.getByRole('dialog', { name: 'Country empty' });
  await expect(empty).toContainText('Please choose a country.');
  await empty.getByRole('button', { name: 'OK' }).click();
  await expect(modal.getByText('Field required')).toBeVisible();
  await modal.getByLabel('Country', { exact: true }).selectOption({ label: 'Malaysia' });
  await modal.getByLabel('Referral code (optional)').fill('ALEX2026');
  await shot(page, 'account-country-modal');
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('authUser') ?? 'null')?.country_id)).toBe(1);
  const again = await request.post('/UgiftWeb/api/account', {
    form: { option: 'apply_referral_code', referral_code: 'YUKI0409' },
    headers: { authorization: `Bearer ${member.authAPI.api_token}` },
  });
  expect(again.status()).toBe(409); // the modal applied ALEX2026 already
});

test('Resend waits for the 30-second countdown, and a refused resend shows OTP Sent failed', async ({ page }) => {
  await page.clock.install();
  await page.goto('/UgiftWeb/register');
  await hydrated(page);
  await chooseCode(page, '65');
  await page.getByLabel('Mobile number').fill(freshNumber());
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await hydrated(page);
  // The page clock also runs in real time between steps (a busy machine may take seconds to get here), so the count
  // is read, never matched to the second: it starts at 30 and only the fast-forwards below move it by much.
  const waiting = page.getByRole('button', { name: /^Resend in \d+ s$/ });
  const count = async () => Number(/(\d+)/.exec((await waiting.textContent()) ?? '')?.[1]);
  await expect(waiting).toBeDisabled();
  expect(await count()).toBeGreaterThan(20);
  await page.clock.fastForward(10_000);
  await expect(waiting).toBeDisabled();
  await expect.poll(count).toBeLessThanOrEqual(20);
  await page.clock.fastForward(20_000);
  const resend = page.getByRole('button', { name: 'Resend', exact: true });
  await expect(resend).toBeEnabled();
  // Only the page's clock moved: the server still counts its own 30 s, and says so.
  await resend.click();
  const failed = page.getByRole('dialog', { name: 'OTP Sent failed' });
  await expect(failed).toContainText(/Please wait \d+ seconds/);
});

test('an invite link carries its referral code into registration', async ({ page }) => {
  const number = freshNumber();
  await page.goto('/UgiftWeb/register?referral_code=ALEX2026');
  await hydrated(page);
  await chooseCode(page, '65');
  await page.getByLabel('Mobile number').fill(number);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await hydrated(page);
  const code = await demoCode(page);
  await page.getByLabel('6-digit verification code').pressSequentially(code);
  await expect(page).toHaveURL(/\/set-password$/);
  await hydrated(page);
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue('ALEX2026');
});

test('a refusal is said in the reader language: a wrong password in Chinese and Japanese (domain reasons)', async ({ page }) => {
  await page.goto('/UgiftWeb/login');
  for (const [lang, text, login] of [
    ['cn', '手机号码或密码不正确。', '登录'],
    ['jp', '携帯電話番号またはパスワードが正しくありません。', 'ログイン'],
  ]) {
    await page.evaluate((l) => localStorage.setItem('I18N_LANGUAGE', l), lang);
    await page.goto('/UgiftWeb/login');
    await hydrated(page);
    // the screen has switched to the reader's language (its text loads after the first paint)
    await expect(page.locator('button[type="submit"]')).toHaveText(login);
    // a number nobody registered: refused as a wrong login, and no real member's sign-in limit is used up
    await page.locator('input[type="tel"]').fill(freshNumber());
    await page.locator('input[type="password"]').fill('not-a-password');
    await page.locator('button[type="submit"]').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(text);
    await expect(dialog).not.toContainText('Invalid mobile number');
    await dialog.getByRole('button').first().click();
    await expect(dialog).toHaveCount(0);
  }
});
