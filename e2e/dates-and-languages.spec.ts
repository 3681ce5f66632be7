import { test, expect, hydrated } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { ok } from './support/purchase.ts';
import { useSession } from './support/session.ts';

/** Dates follow the reader's language, with no English month names and no seconds. */
test('notification dates read 2026年3月5日 09:02 in Chinese and Japanese, and 5 Mar 2026 09:02 in English', async ({ page, request }) => {
  // a member of the test's own with a notice: another member's friend request
  const reader = await registerMember(request, { name: 'Dana Dates' });
  const asker = await registerMember(request, { name: 'Ari Asks' });
  await ok(request, asker, 'profile', 'add_friend', { friend_id: String(reader.authUser.member_id) });
  await useSession(page, reader);
  const formats = {
    eng: /^\d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/,
    cn: /^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/,
    jp: /^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/,
  };
  await page.goto('/UgiftWeb/home');
  for (const [lang, format] of Object.entries(formats)) {
    await page.evaluate((l) => localStorage.setItem('I18N_LANGUAGE', l), lang);
    await page.goto('/UgiftWeb/notification');
    await hydrated(page);
    const date = page.locator('.notice__date').first();
    await expect(date).toHaveText(format);
  }
});

test('country names follow the language in the country switcher', async ({ page }) => {
  await page.goto('/UgiftWeb/home');
  for (const [lang, singapore, malaysia] of [
    ['cn', '新加坡', '马来西亚'],
    ['jp', 'シンガポール', 'マレーシア'],
  ]) {
    await page.evaluate((l) => localStorage.setItem('I18N_LANGUAGE', l), lang);
    await page.goto('/UgiftWeb/home');
    await hydrated(page);
    await page.getByTestId('country-switcher').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(singapore);
    await expect(dialog).toContainText(malaysia);
    await expect(dialog).not.toContainText('Singapore');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
});

test('links to the static pages open them in the chosen language', async ({ page }) => {
  await page.goto('/UgiftWeb/home');
  await page.evaluate(() => localStorage.setItem('I18N_LANGUAGE', 'jp'));
  await page.goto('/UgiftWeb/login');
  await hydrated(page);
  const privacy = page.locator('.auth__legal a').nth(1);
  await expect(privacy).toHaveAttribute('href', '/UgiftWeb/privacy-policy/jp');
  await privacy.click();
  await expect(page).toHaveURL(/\/privacy-policy\/jp$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^ja/);
});
