import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The shop client's layers (decision 0244), checked over an import graph of paths relative to src/:
 * - the folders of src/features import one another in no loop;
 * - a feature reaches another only through that feature's `<feature>-api.ts` or one of its exported islands;
 * - src/components, src/lib, src/snapshot and src/shared import no feature.
 */

/** An import: `from` imports `to`, both relative to src/ with forward slashes. */
export interface ImportEdge {
  from: string;
  to: string;
}

/**
 * A feature's exported islands: top-level components of the feature that other features may render, each named here
 * on purpose. Everything else in a feature (its stores, hooks, helpers, other screens) is its own.
 */
export const EXPORTED_ISLANDS: Record<string, readonly string[]> = {
  account: ['PhoneFields.tsx'],
  basket: ['OrderSummary.tsx'],
  birthdays: ['BirthdayStrip.tsx'],
  card: ['CardCanvas.tsx', 'StickerLayer.tsx'],
  order: ['SendToFriendsDialog.tsx'],
};

const featureOf = (p: string): string | null => (p.startsWith('features/') ? p.split('/')[1] : null);
const isStyle = (p: string) => p.endsWith('.css');

/**
 * Stylesheets one feature still borrows from another (decision 0244): a list to shrink, never to grow. Each is
 * `importing file -> stylesheet`.
 */
export const BORROWED_STYLESHEETS: readonly string[] = [
  'features/basket/CartScreen.tsx -> features/checkout/checkout.css',
  'features/profile/InviteScreen.tsx -> features/campaign/campaign.css',
];

/** The folder loops among the features: each strongly connected group of two or more, names sorted. */
export function featureLoops(edges: ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [featureOf(from), featureOf(to)];
    if (a && b && a !== b && !isStyle(to)) next.set(a, (next.get(a) ?? new Set()).add(b));
  }
  // Tarjan's strongly connected components
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) as number);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) loops.push(group.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v);
  return loops;
}

/** Imports from one feature into another that go past its face (`<feature>-api.ts` or an exported island). */
export function reachesPastFace(edges: ImportEdge[], islands = EXPORTED_ISLANDS): string[] {
  return edges
    .filter(({ from, to }) => {
      const [a, b] = [featureOf(from), featureOf(to)];
      if (!a || !b || a === b || isStyle(to)) return false;
      const inside = to.split('/').slice(2).join('/');
      return inside !== `${b}-api.ts` && !(islands[b] ?? []).includes(inside);
    })
    .map(({ from, to }) => `${from} -> ${to}`);
}

/** Imports of a feature from the floors below the features. */
export function floorsBelowImportingFeatures(edges: ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => /^(components|lib|snapshot|shared)\//.test(from) && featureOf(to))
    .map(({ from, to }) => `${from} -> ${to}`);
}

/** Stylesheets a feature imports from another feature, sorted. */
export function borrowedStylesheets(edges: ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => isStyle(to) && featureOf(from) && featureOf(to) && featureOf(from) !== featureOf(to))
    .map(({ from, to }) => `${from} -> ${to}`)
    .sort();
}

/** The relative imports of every .ts, .tsx and .astro file under src (static, side-effect and dynamic). */
export function importGraph(src: string): ImportEdge[] {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const full = path.join(dir, n);
      return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx|astro)$/.test(n) ? [full] : [];
    });
  const rel = (p: string) => path.relative(src, p).split(path.sep).join('/');
  return files(src).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from|import|import\()\s*'(\.[^']+)'/g)]
      .map((m) => path.resolve(path.dirname(file), m[1]))
      .filter((target) => !/\.(json|svg|png)$|\?/.test(target))
      .map((target) => ({ from: rel(file), to: rel(target) })),
  );
}
