import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The newest modification time (ms) of a file or of anything under a folder, `rel` taken under `root`; 0 when it is
 * not there. `skip` leaves out paths (relative to root) and everything under them.
 */
export function newestMtime(root: string, rel: string, skip: (rel: string) => boolean = () => false): number {
  const full = path.join(root, rel);
  if (skip(rel) || !existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(root, path.join(rel, entry), skip));
  return newest;
}
