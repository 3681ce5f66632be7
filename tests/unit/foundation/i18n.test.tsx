import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translate } from '../../../src/lib/i18n.ts';
import { Trans } from '../../../src/lib/i18n-trans.tsx';
import engAccount from '../../../locales/eng/account.json';
import cnAccount from '../../../locales/cn/account.json';
import engOrders from '../../../locales/eng/order.json';
import cnCatalogue from '../../../locales/cn/catalogue.json';
import engCatalogue from '../../../locales/eng/catalogue.json';

const bundles = {
  eng: { order: engOrders, catalogue: engCatalogue, account: engAccount, common: { only: 'English only {{x}}' } },
  cn: { catalogue: cnCatalogue, account: cnAccount, common: {} },
  jp: {},
};

describe("translate (the islands' t)", () => {
  it('finds dotted keys and fills {{name}} placeholders, leaving unknown ones as they are', () => {
    expect(translate(bundles, 'eng', 'order', 'row.sentTo', { name: 'Ann' })).toBe('Sent to Ann');
    expect(translate(bundles, 'eng', 'order', 'row.sentTo')).toBe('Sent to {{name}}');
  });

  it('picks the plural form by count', () => {
    expect(translate(bundles, 'eng', 'order', 'row.items', { count: 1 })).toBe('1 item');
    expect(translate(bundles, 'eng', 'order', 'row.items', { count: 3 })).toBe('3 items');
    expect(translate(bundles, 'eng', 'catalogue', 'list.count', { count: 0 })).toBe('0 products');
    expect(translate(bundles, 'cn', 'catalogue', 'list.count', { count: 1 })).toBe('共 1 件商品');
  });

  it('falls back to English, then to defaultValue, then to the key', () => {
    expect(translate(bundles, 'cn', 'common', 'only', { x: 1 })).toBe('English only 1');
    expect(translate(bundles, 'cn', 'order', 'row.sentTo', { name: 'Li' })).toBe('Sent to Li');
    expect(translate(bundles, 'eng', 'order', 'status.Nope', { defaultValue: 'Nope' })).toBe('Nope');
    expect(translate(bundles, 'eng', 'order', 'no.such.key')).toBe('no.such.key');
    expect(translate(bundles, 'eng', 'order', 'row')).toBe('row');
  });
});

describe('Trans', () => {
  it('turns <name>…</name> in the text into the given elements', () => {
    const t = (key: 'legal.agree') => translate(bundles, 'cn', 'account', key);
    const html = renderToStaticMarkup(
      // biome-ignore lint/a11y/useAnchorContent: Trans fills each link with its translated text
      <Trans t={t} i18nKey="legal.agree" components={{ terms: <a href="/t" />, privacy: <a href="/p" /> }} />,
    );
    expect(html).toBe('继续即表示你同意我们的<a href="/t">条款与条件</a>和<a href="/p">隐私政策</a>。');
  });
});

/** A component's English must be in its island's bundle for the first render to match the prerendered HTML. */
describe('every useT(namespace) has its English registered', () => {
  const root = path.resolve(import.meta.dirname, '../../../src');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const full = path.join(dir, n);
      return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx)$/.test(n) ? [full] : [];
    });

  it("imports lib/i18n-eng/<namespace>.ts next to each useT('<namespace>') (common is always loaded)", () => {
    const missing: string[] = [];
    for (const file of files(root)) {
      const code = readFileSync(file, 'utf8');
      for (const [, ns] of code.matchAll(/useT\('([a-z]+)'\)/g)) {
        if (ns !== 'common' && !code.includes(`lib/i18n-eng/${ns}.ts'`)) missing.push(`${path.relative(root, file)}: ${ns}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
