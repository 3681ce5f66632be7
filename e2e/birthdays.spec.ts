import type { Browser, Page } from '@playwright/test';
import { test, expect, hydrated, shot, expectAccessible } from './support/fixtures.ts';
import { callOption, useSession } from './support/session.ts';
import { registerMember } from './support/members.ts';

/** The Singapore calendar day `days` from now as YYYY-MM-DD (the shop counts birthdays in its time zone). */
function singaporeDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date(Date.now() + days * 86_400_000));
}

/** A page of its own browser context, with the home popups kept away as the test fixture does for `page`. */
async function pageOf(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('ugift.popups', '1'));
  return { page, close: () => context.close() };
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/UgiftWeb/home');
  await hydrated(page);
}

test('a member shows their birthday; a friend sees it on home with a Send a gift link, a guest sees nothing', async ({
  page,
  browser,
  request,
}) => {
  // two members, two screens, three home loads and a guest: longer than one journey on a busy machine
  test.setTimeout(150_000);
  const ayu = await registerMember(request, { name: 'Ayu Birthday' });
  const bo = await registerMember(request, { name: 'Bo Friend' });
  const asked = await callOption(request, ayu.authAPI.api_token, 'profile', 'add_friend', { friend_id: String(bo.authUser.member_id) });
  expect(asked.body.success).toBe(true);
  const accepted = await callOption(request, bo.authAPI.api_token, 'profile', 'accept_friend', {
    friend_id: String(ayu.authUser.member_id),
  });
  expect(accepted.body.success).toBe(true);

  // Ayu's birthday is in 3 days (within the week of the early notice); she sets it and opts in on the profile screen.
  const soon = singaporeDay(3);
  const dob = `1995-${soon.slice(5)}`;
  await useSession(page, ayu);
  await page.goto('/UgiftWeb/profile-edit');
  await hydrated(page);
  const toggle = page.getByRole('switch', { name: 'Show my birthday to friends' });
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toHaveAccessibleDescription(/never the year/);
  await page.getByLabel('Date of birth').fill(dob);
  await toggle.check();
  await expect(toggle).toBeChecked();
  await toggle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'gifting/birthdays-profile-eng');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  const saved = await callOption(request, ayu.authAPI.api_token, 'profile', 'detail_profile');
  expect(saved.body.table).toMatchObject({ dob, show_birthday: true });

  // Bo (a friend) sees the strip on home; the date has no year.
  const { page: boPage, close: closeBo } = await pageOf(browser);
  await useSession(boPage, bo);
  await openHome(boPage);
  const strip = boPage.getByTestId('birthday-strip');
  await expect(strip.getByRole('heading', { name: 'Upcoming birthdays' })).toBeVisible();
  const card = strip.getByTestId('birthday-friend').filter({ hasText: 'Ayu Birthday' });
  await expect(card).toContainText('In 3 days');
  await expect(card).not.toContainText('1995');
  await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(boPage, 'gifting/birthdays-eng');
  await expectAccessible(boPage);

  // The same strip in Japanese.
  await boPage.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'jp'));
  await openHome(boPage);
  await expect(strip.getByRole('heading', { name: 'もうすぐ誕生日' })).toBeVisible();
  await expect(card).toContainText('3日後');
  await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(boPage, 'gifting/birthdays-jp');
  await boPage.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'eng'));

  // "Send a gift" opens the shop.
  await openHome(boPage);
  await card.getByRole('link', { name: /Send a gift/ }).click();
  await expect(boPage).toHaveURL(/\/UgiftWeb\/categories$/);
  await closeBo();

  // A guest's home has no strip at all.
  const { page: guest, close: closeGuest } = await pageOf(browser);
  await openHome(guest);
  await expect(guest.getByTestId('popular')).toBeVisible();
  await expect(guest.getByTestId('birthday-strip')).toHaveCount(0);
  await closeGuest();
});

test('a member whose friend did not opt in sees no birthday strip', async ({ page, request }) => {
  const shy = await registerMember(request, { name: 'Shy Birthday' });
  const friend = await registerMember(request, { name: 'Curious Friend' });
  await callOption(request, shy.authAPI.api_token, 'profile', 'add_friend', { friend_id: String(friend.authUser.member_id) });
  await callOption(request, friend.authAPI.api_token, 'profile', 'accept_friend', { friend_id: String(shy.authUser.member_id) });
  const set = await callOption(request, shy.authAPI.api_token, 'profile', 'update_profile', { dob: `1990-${singaporeDay(1).slice(5)}` });
  expect(set.body.success).toBe(true);

  await useSession(page, friend);
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/profile') && r.request().postData()?.includes('list_birthdays') === true,
  );
  await openHome(page);
  expect((await (await answered).json()).table).toEqual([]);
  await expect(page.getByTestId('popular')).toBeVisible();
  await expect(page.getByTestId('birthday-strip')).toHaveCount(0);
});
