/** Storage keys are unguessable ids chosen by the server, with an optional extension; anything else is refused. */
const STORAGE_KEY = /^[A-Za-z0-9_-]{16,100}(\.[a-z0-9]{2,5})?$/;

export function assertStorageKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error('invalid storage key');
  return key;
}
