import { describe, expect, it } from 'vitest';
import { changedFields } from '../../../src/features/admin/audit-diff.ts';

describe('changedFields (decision 0238)', () => {
  it('lists only the fields that changed, nested ones by their path', () => {
    const before = { id: 7, price: 15.5, i18n: { en: { name: 'Latte' }, cn: { name: '拿铁' } }, tags: ['a'], version: 3 };
    const after = { id: 7, price: 16, i18n: { en: { name: 'Latte for two' }, cn: { name: '拿铁' } }, tags: ['a', 'b'], version: 4 };
    expect(changedFields(before, after)).toEqual([
      { field: 'price', before: '15.5', after: '16' },
      { field: 'i18n.en.name', before: 'Latte', after: 'Latte for two' },
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
      { field: 'version', before: '3', after: '4' },
    ]);
  });

  it('shows a created record against nothing, and a field the change removed', () => {
    expect(changedFields(null, { name: 'New' })).toEqual([{ field: 'name', before: '', after: 'New' }]);
    expect(changedFields({ a: 1, gone: true }, { a: 1 })).toEqual([{ field: 'gone', before: 'true', after: '' }]);
  });
});
