import { describe, expect, it } from 'vitest';
import { mayLoadMore } from '../../../src/features/catalogue/use-product-pages.ts';

/** When the list's sentinel may ask for the next page (use-product-pages.ts). */
describe('mayLoadMore', () => {
  const key = JSON.stringify({ filter_by_keywords: 'coffee' });
  const shown = { key, done: false, loading: false };

  it('asks for the next page of a list that has more', () => {
    expect(mayLoadMore(shown, { enabled: true, key, busy: false })).toBe(true);
  });

  it('never while the list is disabled (the screen has not read its URL yet)', () => {
    // the state a disabled list starts with: not loading, not done, for the empty payload
    expect(mayLoadMore({ key: '{}', done: false, loading: false }, { enabled: false, key: '{}', busy: false })).toBe(false);
  });

  it('never for pages of an older payload, before the first page of the new one was asked for', () => {
    expect(mayLoadMore({ ...shown, key: '{}' }, { enabled: true, key, busy: false })).toBe(false);
  });

  it('never while a page is on its way, or after the last one', () => {
    expect(mayLoadMore(shown, { enabled: true, key, busy: true })).toBe(false);
    expect(mayLoadMore({ ...shown, loading: true }, { enabled: true, key, busy: false })).toBe(false);
    expect(mayLoadMore({ ...shown, done: true }, { enabled: true, key, busy: false })).toBe(false);
  });
});
