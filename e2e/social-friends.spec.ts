import type { Page } from '@playwright/test';
import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { callOption, useSession, type Session } from './support/session.ts';
import { registerMember, type NewMember } from './support/members.ts';

/** Switches the page's stored session to another member (as logging in on the same phone would). */
async function actAs(page: Page, member: Session): Promise<void> {
  await page.evaluate((s) => {
    localStorage.setItem('authAPI', JSON.stringify(s.authAPI));
    localStorage.setItem('authUser', JSON.stringify(s.authUser));
  }, member);
}

async function linkSocial(request: Parameters<typeof registerMember>[0], member: NewMember, contacts: NewMember[]): Promise<void> {
  const token = member.authAPI.api_token;
  const linked = await callOption(request, token, 'profile', 'update_facebook_id', { facebook_id: `fb${member.number}` });
  expect(linked.body.success).toBe(true);
  const saved = await callOption(request, token, 'profile', 'facebook_member', {
    contacts: JSON.stringify(contacts.map((c) => ({ id: `fb${c.number}`, name: c.name }))),
  });
  expect(saved.body.success).toBe(true);
}

test('two members become friends (request, approve) and one unfriends the other', async ({ page, request }) => {
  const ann = await registerMember(request, { name: 'Ann Request' });
  const ben = await registerMember(request, { name: 'Ben Approve' });
  await linkSocial(request, ann, [ben]);
  await linkSocial(request, ben, [ann]);

  // Ann finds Ben among her social contacts and asks.
  await useSession(page, ann);
  await page.goto('/UgiftWeb/friends?type=list_facebook');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Facebook' })).toHaveAttribute('aria-selected', 'true');
  const benRow = page.getByTestId('social-row').filter({ hasText: 'Ben Approve' });
  await benRow.getByRole('button', { name: 'Add' }).click();
  await expect(benRow.getByRole('button', { name: 'Requested' })).toBeDisabled();
  await shot(page, 'social-friends-requested');

  // Ben sees "Pending Approval", which opens his requests tab, and approves.
  await actAs(page, ben);
  await page.goto('/UgiftWeb/friends?type=list_facebook');
  await hydrated(page);
  await page.getByTestId('social-row').filter({ hasText: 'Ann Request' }).getByRole('button', { name: 'Pending Approval' }).click();
  await expect(page.getByRole('tab', { name: /Requests/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/type=list_friend_request/);
  await expect(page.getByTestId('request-count')).toHaveText('1');
  await shot(page, 'social-friends-requests');
  await expectAccessible(page);
  await page.getByTestId('request-row').filter({ hasText: 'Ann Request' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('You have no friend requests yet')).toBeVisible();
  await expect(page.getByTestId('request-count')).toHaveCount(0);

  const names = page.getByTestId('friend-row').locator('.friend-row__name');
  await page.getByRole('tab', { name: 'Ugift Friends' }).click();
  await expect(names).toHaveText(['Ann Request']);
  await page.getByPlaceholder('Search by name').fill('A');
  await expect(names).toHaveText(['Ann Request']);
  await page.getByPlaceholder('Search by name').fill('zzz');
  await expect(page.getByText('Your search has no result')).toBeVisible();
  await page.getByPlaceholder('Search by name').fill('');
  await expect(names).toHaveText(['Ann Request']);
  await shot(page, 'social-friends-list');
  await expectAccessible(page);

  // Ann sees Ben as a friend, then unfriends him from the menu.
  await actAs(page, ann);
  await page.goto('/UgiftWeb/friends');
  await hydrated(page);
  await expect(names).toHaveText(['Ben Approve']);
  await page.getByRole('button', { name: 'More for Ben Approve' }).click();
  const sheet = page.getByRole('dialog', { name: 'Ben Approve' });
  await expect(sheet.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await shot(page, 'social-friends-menu');
  await sheet.getByRole('button', { name: 'Unfriend Ben Approve' }).click();
  await expect(page.getByText('You have no friends yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invite your friends to join Ugift' })).toHaveAttribute('href', '/UgiftWeb/invite-friend');

  const ben2 = await callOption(request, ben.authAPI.api_token, 'profile', 'list_friend');
  expect(ben2.body.total).toBe(0);
});

test('the social tab offers to connect while no social account is linked', async ({ page, request }) => {
  const member = await registerMember(request);
  await useSession(page, member);
  await page.goto('/UgiftWeb/friends?type=list_facebook');
  await hydrated(page);
  await expect(page.getByText('You are not connected to Facebook')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect with Facebook' })).toBeVisible();
  await page.getByRole('tab', { name: /Requests/ }).click();
  await expect(page.getByText('You have no friend requests yet')).toBeVisible();
});
