import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageAdapter } from './adapters.ts';
import { assertStorageKey } from './storage-key.ts';

/** Stores files under DATA_DIR/uploads; keys are unguessable ids chosen by the caller. */
export function createLocalStorage(root: string): StorageAdapter {
  const safe = (key: string) => path.join(root, assertStorageKey(key));
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
