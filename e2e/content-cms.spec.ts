import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './support/fixtures.ts';
import { astroBuildAsync, freePort } from './support/build.ts';
import { projectCopy } from '../tests/build/built-site.ts';

/**
 * Marketing edits a static page in Decap CMS (/UgiftWeb/cms/) with the local backend (`npm run cms` of a copy of the
 * project, decap-server writing into the copy), and the site rebuilt from that copy shows the change.
 */
const BASE = '/UgiftWeb';
let decap: ChildProcess | undefined;
test.afterEach(() => decap?.kill());

/** Every content file of a project copy (src/content/<folder>/<lang>/<page>.md). */
function contentFiles(project: string): string[] {
  const root = path.join(project, 'src/content');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join(root, f));
}

async function backendType(port: number): Promise<string> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    });
    return ((await res.json()) as { type?: string }).type ?? '';
  } catch {
    return '';
  }
}

test('an editor changes the Chinese privacy policy in the CMS, and the rebuilt page shows the change', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const project = projectCopy('ugift-cms-');
  const port = await freePort();
  // `npm run cms` of the copy: decap-server writing into the copy's src/content
  decap = spawn(process.execPath, [path.join(project, 'scripts/cms.ts')], {
    cwd: project,
    stdio: 'ignore',
    // PORT: the shop the editor is opened from, the one origin the backend's guard lets through (decision 0237)
    env: { ...process.env, CMS_BACKEND_PORT: String(port), PORT: new URL(baseURL ?? 'http://127.0.0.1:4399').port, LOG_LEVEL: 'warn' },
  });
  await expect.poll(() => backendType(port), { timeout: 30_000 }).toBe('local_fs');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${BASE}/cms/?backend=http://127.0.0.1:${port}/api/v1`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Privacy and terms' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'App download page (/invitation)' })).toBeVisible();
  // every content file as it is before the save: a save changes only what was edited (decision 0239)
  const before = new Map(contentFiles(project).map((f) => [f, readFileSync(f, 'utf8')]));
  await page.getByText('Privacy Policy', { exact: true }).click();

  // English on the left, Chinese beside it
  await expect(page.getByRole('button', { name: 'Writing in CN' })).toBeVisible();
  const titles = page.getByRole('textbox', { name: 'Title' });
  await expect(titles.first()).toHaveValue('Privacy Policy');
  const chineseTitle = titles.nth(1);
  await expect(chineseTitle).toHaveValue('隐私政策');
  const changed = `隐私政策（${Date.now() % 100000} 更新）`;
  await chineseTitle.fill(changed);
  await page.screenshot({ path: 'e2e-screenshots/cms-privacy-cn-1280.png' });

  // the preview pane shows the page as the shop draws it, with the text being typed: Chinese on the left, then preview
  await page.getByRole('button', { name: /^Writing in ENG/ }).click();
  await page.getByRole('menuitem', { name: 'CN' }).click();
  await page.getByTitle('Toggle preview').click();
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByTestId('cms-preview')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(changed);
  await expect(preview.locator('.content-prose h2').first()).toHaveText('我们收集的数据');
  // with the shop's content styles: the top bar and the prose as on the shop's page
  await expect(preview.locator('.content-topbar')).toHaveCSS('display', 'flex');
  await expect(preview.locator('.content-updated')).toContainText('2025');
  await page.screenshot({ path: 'e2e-screenshots/cms-preview-cn-1280.png' });
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();

  const file = path.join(project, 'src/content/pages/cn/privacy-policy.md');
  await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 15_000 }).toContain(`title: ${changed}`);
  // the English and Japanese pages (rewritten by Decap on every save) keep their bytes, and the Chinese page changes
  // in its title line only
  for (const [f, text] of before) if (f !== file) expect(readFileSync(f, 'utf8'), path.relative(project, f)).toBe(text);
  const lines = (text: string) => text.split('\n');
  const changedLines = lines(readFileSync(file, 'utf8')).filter((line, i) => line !== lines(before.get(file) ?? '')[i]);
  expect(changedLines).toEqual([`title: ${changed}`]);

  // the site rebuilt from the edited content: the Chinese page carries the new title
  const site = path.join(project, 'site');
  await astroBuildAsync(site, {}, project);
  await page.route(`**${BASE}/privacy-policy/cn`, (route) =>
    route.fulfill({ path: path.join(site, 'privacy-policy/cn.html'), contentType: 'text/html; charset=utf-8' }),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${BASE}/privacy-policy/cn`);
  await expect(page.getByRole('heading', { level: 1, name: changed })).toBeVisible();
});
