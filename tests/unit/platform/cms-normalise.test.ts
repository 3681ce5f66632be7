import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { normaliseEntryFile, normalisePersist } from '../../../scripts/cms-normalise.ts';

/**
 * The content editor's files in the repository's format (decision 0239): what Decap sends for a save (its own YAML: no
 * blank line after ---, long text folded, keys requoted) is written so that untouched files keep their bytes and an
 * edited file changes only in what was edited.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const files = ['pages', 'copy'].flatMap((folder) =>
  ['eng', 'cn', 'jp'].flatMap((lang) =>
    readdirSync(path.join(ROOT, 'src/content', folder, lang)).map((f) => path.join('src/content', folder, lang, f)),
  ),
);

/** A file as Decap re-serialises it: front matter dumped at 80 columns, straight after ---, body after one newline. */
function asDecapWrites(raw: string, edit: Record<string, unknown> = {}, body?: string): string {
  const m = /^---\n+([\s\S]*?)\n---\n+([\s\S]*)$/.exec(raw);
  if (!m) throw new Error('no front matter');
  const data = { ...(yaml.load(m[1], { schema: yaml.JSON_SCHEMA }) as Record<string, unknown>), ...edit };
  return `---\n${yaml.dump(data, { schema: yaml.JSON_SCHEMA, lineWidth: 40, quotingType: '"' })}---\n${body ?? m[2].trimEnd()}\n`;
}

describe('the content editor’s normaliser', () => {
  it.each(files)('keeps %s byte-identical when it is saved untouched', (file) => {
    const before = readFileSync(path.join(ROOT, file), 'utf8');
    const sent = asDecapWrites(before);
    expect(sent).not.toBe(before); // what Decap would write differs
    expect(normaliseEntryFile(sent, before)).toBe(before);
  });

  it('changes only the edited field’s line, and keeps the other fields’ lines as they were', () => {
    const before = readFileSync(path.join(ROOT, 'src/content/pages/cn/privacy-policy.md'), 'utf8');
    const after = normaliseEntryFile(asDecapWrites(before, { title: '隐私政策（2026 更新）' }), before);
    const changed = (a: string, b: string) => a.split('\n').filter((line, i) => line !== b.split('\n')[i]);
    expect(after.split('\n')).toHaveLength(before.split('\n').length);
    expect(changed(after, before)).toEqual(['title: 隐私政策（2026 更新）']);
  });

  it('writes an edited body as sent and keeps the front matter’s lines', () => {
    const before = readFileSync(path.join(ROOT, 'src/content/copy/eng/campaign.md'), 'utf8');
    const after = normaliseEntryFile(asDecapWrites(before, {}, 'A new explainer.'), before);
    expect(after).toBe(`${before.slice(0, before.indexOf('---', 3) + 3)}\n\nA new explainer.\n`);
  });

  it('normalises every file of a persistEntry request against the checkout, and leaves other requests alone', () => {
    const file = 'src/content/copy/jp/campaign.md';
    const before = readFileSync(path.join(ROOT, file), 'utf8');
    const request = {
      action: 'persistEntry',
      params: {
        entry: { path: file, raw: asDecapWrites(before), slug: 'campaign' },
        dataFiles: [{ path: file, raw: asDecapWrites(before), slug: 'campaign' }],
        assets: [],
      },
    };
    const out = normalisePersist(request, ROOT) as typeof request;
    expect(out.params.dataFiles[0].raw).toBe(before);
    expect(out.params.entry.raw).toBe(before);
    const info = { action: 'info' };
    expect(normalisePersist(info, ROOT)).toBe(info);
  });
});
