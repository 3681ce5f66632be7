import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Imports run one way (issue 17): the server imports nothing from src/lib (the shopper's client), src/shared imports
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
