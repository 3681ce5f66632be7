import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { apiLogin, useSession } from './support/session.ts';
import { DEMO } from './support/demo-member.ts';
import { registerMember } from './support/members.ts';
import { ok } from './support/purchase.ts';

test('the notification list shows messages with dates; a read expired-voucher notice leads to that voucher', async ({ page, request }) => {
  await useSession(page, await apiLogin(request, DEMO.phone, DEMO.password));
  await page.goto('/UgiftWeb/notification');
  await hydrated(page);
  const items = page.getByTestId('notification');
  await expect(items.first()).toBeVisible();
  await expect(items.first().locator('.notice__date')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/);
  await expect(page.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
  await shot(page, 'notifications');
  await expectAccessible(page);

  // already read: tapping changes nothing for the other journeys that use the demo member
  const expired = items.filter({ hasText: 'has expired' });
  await expect(expired).toHaveAttribute('data-read', '1');
  await expired.click();
  await expect(page).toHaveURL(/\/voucher-details\?id=\d+$/);
  await hydrated(page);
  await expect(page.getByTestId('voucher-code-card')).toHaveAttribute('data-status', 'Expired');
});

test('a new notification counts on the Notifications tab; a tap marks it read and opens the friend requests', async ({ page, request }) => {
  const nurul = await registerMember(request, { name: 'Nurul Notices' });
  const chen = await registerMember(request, { name: 'Chen Requests' });
  await ok(request, chen, 'profile', 'add_friend', { friend_id: String(nurul.authUser.member_id) });

  await useSession(page, nurul);
  await page.goto('/UgiftWeb/vouchers');
  await hydrated(page);
  const tab = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Notifications/ });
  await expect(tab.locator('.badge [aria-hidden="true"]')).toHaveText('1');
  await expect(tab).toHaveAccessibleName(/1 unread/);
  await shot(page, 'notifications-badge');

  await tab.click();
  await hydrated(page);
  const request_ = page.getByTestId('notification').filter({ hasText: 'sent you a friend request' });
  await expect(request_).toHaveAttribute('data-read', '0');
  await expect(request_).toContainText('Unread');
  await shot(page, 'notifications-unread');
  await request_.click();
  await expect(page).toHaveURL(/\/friends\?type=list_friend_request$/);

  await page.goto('/UgiftWeb/notification');
  await hydrated(page);
  await expect(page.getByTestId('notification').filter({ hasText: 'sent you a friend request' })).toHaveAttribute('data-read', '1');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).locator('.badge')).toHaveCount(0);
});
