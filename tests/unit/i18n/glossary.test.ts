import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** locales/GLOSSARY.md: one word per concept; these variants are refused in the shop's text (decision 0243). */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const NEVER: Record<string, RegExp[]> = {
  jp: [/(?<!ペア)チケット/, /バウチャー/, /編集可能/, /UDollar/],
  cn: [/电子券/, /UDollar/],
  eng: [/UDollar/],
};

function textsOf(lang: string): Array<[string, string]> {
  const dirs = [path.join(ROOT, 'locales', lang), path.join(ROOT, 'src/content/pages', lang), path.join(ROOT, 'src/content/copy', lang)];
  return dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.json') || f.endsWith('.md'))
      .map((f): [string, string] => [path.relative(ROOT, path.join(dir, f)), readFileSync(path.join(dir, f), 'utf8')]),
  );
}

describe('one word per concept in each language', () => {
  for (const [lang, never] of Object.entries(NEVER)) {
    it(`${lang} uses the glossary's words`, () => {
      const found = textsOf(lang).flatMap(([file, text]) => never.filter((re) => re.test(text)).map((re) => `${file}: ${re.source}`));
      expect(found).toEqual([]);
    });
  }
});
