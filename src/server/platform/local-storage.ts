import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageAdapter } from './adapters.ts';

/** Stores files under DATA_DIR/uploads; keys are unguessable ids chosen by the caller. */
export function createLocalStorage(root: string): StorageAdapter {
  const safe = (key: string) => {
    if (!/^[A-Za-z0-9_-]{16,100}(\.[a-z0-9]{2,5})?$/.test(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(key, bytes, mime) {
      await mkdir(root, { recursive: true });
      await writeFile(safe(key), bytes);
      return { key, mime, size: bytes.byteLength };
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(safe(key)));
      } catch {
        return null;
      }
    },
  };
}
