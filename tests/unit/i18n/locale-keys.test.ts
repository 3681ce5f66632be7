import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every shopper text exists in eng, cn and jp, in the i18next JSON layout translators' tools read. */
const ROOT = path.resolve(import.meta.dirname, '../../../locales');
const LANGUAGES = ['eng', 'cn', 'jp'] as const;

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

const namespaces = readdirSync(path.join(ROOT, 'eng'))
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('locale files', () => {
  it('have the same namespaces in every language', () => {
    for (const lang of LANGUAGES)
      expect(
        readdirSync(path.join(ROOT, lang))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual(namespaces);
  });

  it.each(namespaces)('%s has every key in eng, cn and jp, each a non-empty string', (file) => {
    const keys = Object.fromEntries(
      LANGUAGES.map((lang) => {
        const json = JSON.parse(readFileSync(path.join(ROOT, lang, file), 'utf8')) as Record<string, unknown>;
        return [lang, keysOf(json).sort()];
      }),
    );
    expect(keys.cn, `cn/${file}`).toEqual(keys.eng);
    expect(keys.jp, `jp/${file}`).toEqual(keys.eng);
    for (const lang of LANGUAGES) {
      const json = JSON.parse(readFileSync(path.join(ROOT, lang, file), 'utf8')) as Record<string, unknown>;
      const empty = keysOf(json).filter((k) => {
        const v = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], json);
        return typeof v !== 'string' || v.trim() === '';
      });
      expect(empty, `${lang}/${file}`).toEqual([]);
    }
  });

  it('keeps interpolations the same across languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const mismatched: string[] = [];
    for (const file of namespaces) {
      const [eng, ...others] = LANGUAGES.map(
        (lang) => JSON.parse(readFileSync(path.join(ROOT, lang, file), 'utf8')) as Record<string, unknown>,
      );
      for (const key of keysOf(eng)) {
        const pick = (o: Record<string, unknown>) =>
          key.split('.').reduce<unknown>((x, p) => (x as Record<string, unknown> | undefined)?.[p], o);
        const e = pick(eng);
        for (const other of others) {
          const v = pick(other);
          if (typeof e === 'string' && typeof v === 'string' && vars(e).join() !== vars(v).join()) mismatched.push(`${file}:${key}`);
        }
      }
    }
    expect(mismatched).toEqual([]);
  });
});
