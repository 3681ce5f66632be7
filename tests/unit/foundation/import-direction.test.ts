import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BORROWED_STYLESHEETS,
  borrowedStylesheets,
  EXPORTED_ISLANDS,
  featureLoops,
  floorsBelowImportingFeatures,
  importGraph,
  reachesPastFace,
} from '../../support/client-layers.ts';

/**
 * Imports run one way: the server imports nothing from src/lib (the shopper's client), src/shared imports
 * neither side, and no two folders of src/server import each other.
 */
const SRC = path.resolve(import.meta.dirname, '../../../src');
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const full = path.join(dir, n);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(ts|tsx)$/.test(n) ? [full] : [];
  });
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((m) => path.resolve(path.dirname(file), m[1]));
const rel = (p: string) => path.relative(SRC, p);

describe('import direction', () => {
  it('src/server imports nothing from src/lib, and src/shared imports neither src/server nor src/lib', () => {
    const wrong = [
      ...filesUnder(path.join(SRC, 'server')).flatMap((f) =>
        importsOf(f)
          .filter((t) => rel(t).startsWith('lib/'))
          .map((t) => `${rel(f)} -> ${rel(t)}`),
      ),
      ...filesUnder(path.join(SRC, 'shared')).flatMap((f) =>
        importsOf(f)
          .filter((t) => /^(server|lib|features)\//.test(rel(t)))
          .map((t) => `${rel(f)} -> ${rel(t)}`),
      ),
    ];
    expect(wrong).toEqual([]);
  });

  it('no two folders of src/server import each other', () => {
    const folderOf = (p: string) => {
      const parts = rel(p).split(path.sep);
      return parts.length > 2 ? parts[1] : '(root)';
    };
    const edges = new Map<string, Set<string>>();
    for (const f of filesUnder(path.join(SRC, 'server'))) {
      for (const t of importsOf(f)) {
        if (!rel(t).startsWith('server/')) continue;
        const [a, b] = [folderOf(f), folderOf(t)];
        if (a !== b) edges.set(a, (edges.get(a) ?? new Set()).add(b));
      }
    }
    const loops = [...edges].flatMap(([a, bs]) => [...bs].filter((b) => a < b && edges.get(b)?.has(a)).map((b) => `${a} <-> ${b}`));
    expect(loops).toEqual([]);
  });
});

describe('import direction in the shop client (decision 0244)', () => {
  const graph = importGraph(SRC);

  it('reads the client: features import one another, and every exported island exists', () => {
    expect(graph.filter((e) => e.from.startsWith('features/') && e.to.startsWith('features/')).length).toBeGreaterThan(100);
    for (const [feature, islands] of Object.entries(EXPORTED_ISLANDS))
      for (const island of islands) expect(statSync(path.join(SRC, 'features', feature, island)).isFile()).toBe(true);
  });

  it('the folders of src/features import one another in no loop', () => {
    expect(featureLoops(graph)).toEqual([]);
  });

  it('a feature reaches another only through its <feature>-api.ts or an exported island', () => {
    expect(reachesPastFace(graph)).toEqual([]);
  });

  it('src/components, src/lib, src/snapshot and src/shared import no feature', () => {
    expect(floorsBelowImportingFeatures(graph)).toEqual([]);
  });

  it('no feature borrows a new stylesheet from another (the known ones are listed, to shrink)', () => {
    expect(borrowedStylesheets(graph)).toEqual([...BORROWED_STYLESHEETS].sort());
  });
});

describe('the client layer checker, on a made-up graph', () => {
  const edge = (from: string, to: string) => ({ from, to });
  const clean = [
    edge('features/home/HomeScreen.tsx', 'features/shop/shop-api.ts'),
    edge('features/home/HomeScreen.tsx', 'features/card/CardCanvas.tsx'),
    edge('features/shop/ShopScreen.tsx', 'lib/market.ts'),
    edge('features/shop/ShopScreen.tsx', 'components/shop/ProductCard.tsx'),
  ];

  it('finds nothing in a layered graph', () => {
    expect(featureLoops(clean)).toEqual([]);
    expect(reachesPastFace(clean)).toEqual([]);
    expect(floorsBelowImportingFeatures(clean)).toEqual([]);
  });

  it('finds a new loop, however long', () => {
    expect(featureLoops([...clean, edge('features/shop/shop-api.ts', 'features/home/home-api.ts')])).toEqual([['home', 'shop']]);
    const three = [
      ...clean,
      edge('features/card/card-api.ts', 'features/pay/pay-api.ts'),
      edge('features/pay/Pay.tsx', 'features/home/home-api.ts'),
    ];
    expect(featureLoops(three)).toEqual([['card', 'home', 'pay']]);
  });

  it("finds a reach past a feature's face, and lets its api and exported islands through", () => {
    const past = [
      ...clean,
      edge('features/home/HomeScreen.tsx', 'features/shop/shop-store.ts'),
      edge('features/home/X.tsx', 'features/shop/sub/shop-api.ts'),
    ];
    expect(reachesPastFace(past)).toEqual([
      'features/home/HomeScreen.tsx -> features/shop/shop-store.ts',
      'features/home/X.tsx -> features/shop/sub/shop-api.ts',
    ]);
    expect(reachesPastFace(clean, {})).toEqual(['features/home/HomeScreen.tsx -> features/card/CardCanvas.tsx']);
  });

  it('counts a stylesheet from another feature as borrowed, not as a loop or a reach past a face', () => {
    const styled = [
      ...clean,
      edge('features/shop/ShopScreen.tsx', 'features/home/home.css'),
      edge('features/home/Home.tsx', 'features/home/home.css'),
    ];
    expect(borrowedStylesheets(styled)).toEqual(['features/shop/ShopScreen.tsx -> features/home/home.css']);
    expect(featureLoops(styled)).toEqual([]);
    expect(reachesPastFace(styled)).toEqual([]);
  });

  it('finds a floor below the features importing one', () => {
    const up = [
      ...clean,
      edge('lib/market.ts', 'features/shop/shop-api.ts'),
      edge('snapshot/home-snapshot.ts', 'features/campaign/campaign-api.ts'),
    ];
    expect(floorsBelowImportingFeatures(up)).toEqual([
      'lib/market.ts -> features/shop/shop-api.ts',
      'snapshot/home-snapshot.ts -> features/campaign/campaign-api.ts',
    ]);
  });
});

describe('one contract, one vocabulary', () => {
  const dirs = (p: string) => readdirSync(p).filter((n) => statSync(path.join(p, n)).isDirectory());

  it("each feature has one <feature>-api.ts and it is the feature's only caller of callApi", () => {
    const callers = filesUnder(path.join(SRC, 'features'))
      .filter((f) => /\bcallApi\(/.test(readFileSync(f, 'utf8')))
      .map(rel);
    const strays = callers.filter((f) => {
      const [, feature, name] = f.split(path.sep);
      return name !== `${feature}-api.ts`;
    });
    expect(callers.length).toBeGreaterThan(10);
    expect(strays).toEqual([]);
  });

  it('every server domain that answers options has its API tests under the same name, and no test folder uses another name', () => {
    const server = path.join(SRC, 'server');
    const domains = dirs(server).filter((d) =>
      filesUnder(path.join(server, d)).some((f) => /defineOption\(/.test(readFileSync(f, 'utf8'))),
    );
    const testDirs = dirs(path.resolve(SRC, '../tests/api'));
    const crossCutting = ['concurrency', 'foundation', 'platform'];
    expect(domains.length).toBeGreaterThan(10);
    expect(domains.filter((d) => !testDirs.includes(d))).toEqual([]);
    // the back office (src/server/admin) answers REST resources rather than options; its tests carry its name too
    expect(testDirs.filter((d) => !domains.includes(d) && !crossCutting.includes(d) && d !== 'admin')).toEqual([]);
  });

  it('a feature whose calls all belong to one server domain carries that domain’s name', () => {
    const server = path.join(SRC, 'server');
    const domainOf = new Map<string, string>();
    for (const d of dirs(server))
      for (const f of filesUnder(path.join(server, d)))
        for (const m of readFileSync(f, 'utf8').matchAll(/option: '([a-z_]+)'/g)) domainOf.set(m[1], d);
    const misnamed = dirs(path.join(SRC, 'features')).flatMap((feature) => {
      const api = path.join(SRC, 'features', feature, `${feature}-api.ts`);
      let text = '';
      try {
        text = readFileSync(api, 'utf8');
      } catch {
        return [];
      }
      const domains = new Set([...text.matchAll(/callApi\(\s*'[a-z_]+',\s*'([a-z_]+)'/g)].map((m) => domainOf.get(m[1]) ?? '?'));
      return domains.size === 1 && !domains.has(feature) ? [`${feature} calls only ${[...domains][0]}`] : [];
    });
    expect(domainOf.size).toBeGreaterThan(50);
    expect(misnamed).toEqual([]);
  });
});
