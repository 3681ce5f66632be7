import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, astroBuild } from './built-site.ts';

/** A copy of the project whose content has one field removed: the real `astro build` must stop and say why. */
function projectCopy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ugift-content-'));
  for (const entry of ['src', 'locales', 'astro.config.mjs', 'tsconfig.json', 'package.json'])
    cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  symlinkSync(path.join(ROOT, 'public'), path.join(dir, 'public'));
  return dir;
}

describe('content schema at build time', () => {
  it('a Markdown page without its title fails the build, naming the file and the field', () => {
    const dir = projectCopy();
    const file = path.join(dir, 'src/content/pages/cn/support.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*\n/m, ''));
    const { status, output } = astroBuild(path.join(dir, 'out'), {}, dir);
    expect(status).not.toBe(0);
    expect(output).toContain('cn/support');
    expect(output).toContain('title is missing: add a line "title: …" to the front matter');
  });
});
