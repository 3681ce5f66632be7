import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroBuild, projectCopy } from './built-site.ts';

describe('content schema at build time', () => {
  it('a Markdown page without its title fails the build, naming the file and the field', () => {
    const dir = projectCopy('ugift-content-');
    const file = path.join(dir, 'src/content/pages/cn/support.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*\n/m, ''));
    const { status, output } = astroBuild(path.join(dir, 'out'), {}, dir);
    expect(status).not.toBe(0);
    expect(output).toContain('cn/support');
    expect(output).toContain('title is missing: add a line "title: …" to the front matter');
  });
});
