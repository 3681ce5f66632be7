import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { callOption, useSession } from './support/session.ts';
import { registerMember } from './support/members.ts';
import { buyGift } from './support/gifts.ts';

test('a referral registration moves the invite campaign, whose milestone reward is then redeemed', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const inviter = await registerMember(request, { name: 'Ivy Inviter' });
  const code = String(inviter.authUser.referral_code);
  await useSession(page, inviter);
  await page.goto('/UgiftWeb/invite-friend');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Invite A Friend', exact: true })).toBeVisible();
  await expect(page.getByTestId('referral-code')).toHaveText(code);
  const milestones = page.getByTestId('invite-milestone');
  await expect(milestones).toHaveCount(3);
  await expect(milestones.first()).toContainText('5,000 points');
  await expect(milestones.first()).toContainText('0 of 1 friend joined');
  await expect(milestones.first().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  const shareText = page.getByTestId('share-text');
  await expect(shareText).toContainText('Ivy Inviter');
  await expect(shareText).toContainText(`/UgiftWeb/register?referral_code=${code}`);
  await page.getByTestId('copy-referral').click();
  await expect(page.getByTestId('copy-referral')).toHaveText('Copied');
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  expect(clip).toContain(`register?referral_code=${code}`);
  expect(clip).toContain('Ivy Inviter');
  await shot(page, 'social-invite');
  await expectAccessible(page);

  // A friend registers and applies the referral code: it counts once the friend has paid for an order (decision 0098).
  const friend = await registerMember(request, { name: 'Fay Friend' });
  const applied = await callOption(request, friend.authAPI.api_token, 'account', 'apply_referral_code', { referral_code: code });
  expect(applied.body.success, applied.body.message).toBe(true);
  await page.reload();
  await hydrated(page);
  await expect(milestones.first()).toContainText('0 of 1 friend joined');
  await buyGift(request, friend, { to: 'Ivy', message: 'Thanks for the invite' });

  await page.reload();
  await hydrated(page);
  await expect(milestones.first()).toContainText('1 of 1 friend joined');
  await expect(milestones.first()).toContainText('Completed');
  await expect(milestones.first().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(milestones.nth(1)).toContainText('1 of 3 friends joined');
  await expect(milestones.nth(1).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  await shot(page, 'social-invite-progress');
  await milestones.first().getByRole('link', { name: 'Claim' }).click();

  await expect(page).toHaveURL(/\/UgiftWeb\/campaign\?id=26$/);
  await hydrated(page);
  await expect(page.getByRole('progressbar', { name: 'Campaign progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('heading', { name: 'Invite 1 friend' })).toBeVisible();
  await page.getByRole('button', { name: 'Terms & Conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms & Conditions' });
  await expect(terms).toContainText('Friends must register with a new phone number.');
  await terms.getByRole('button', { name: 'Close' }).click();
  await shot(page, 'social-campaign');
  await expectAccessible(page);
  await page.getByTestId('redeem-button').click();
  const success = page.getByRole('dialog', { name: 'Redeem Success' });
  await expect(success).toContainText('5,000 points have been added to your account');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/UgiftWeb\/profile$/);
  await hydrated(page);
  await expect(page.getByText('5,000', { exact: true })).toBeVisible();

  await page.goto('/UgiftWeb/campaign?id=26');
  await hydrated(page);
  await expect(page.getByTestId('redeem-button')).toHaveText('Redeemed');
  await expect(page.getByTestId('redeem-button')).toBeDisabled();
});

test('a guest may read a campaign but redeeming asks to log in; a new_app task has no Redeem button', async ({ page }) => {
  await page.goto('/UgiftWeb/campaign?id=11');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Free Latte for Two' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByTestId('redeem-button').click();
  const prompt = page.getByRole('dialog', { name: 'Welcome, please login to continue' });
  await expect(prompt.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/UgiftWeb/login');
  await shot(page, 'social-campaign-guest');
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();

  await page.goto('/UgiftWeb/campaign?id=10');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Get the Ugift App' })).toBeVisible();
  await expect(page.getByTestId('redeem-button')).toHaveCount(0);
});
