import { describe, expect, it } from 'vitest';
import { formatPhone, formatPrefixedPhone } from '../../../src/shared/phone.ts';

/** Decision 0241: phone numbers read as people write them, through libphonenumber-js, everywhere. */
describe('formatPhone', () => {
  it('groups numbers of the shop markets', () => {
    expect(formatPhone('+6598887766')).toBe('+65 9888 7766');
    expect(formatPhone('+819012345678')).toBe('+81 90 1234 5678');
    expect(formatPhone('+8613812345678')).toBe('+86 138 1234 5678');
    expect(formatPhone('6598887766')).toBe('+65 9888 7766');
  });

  it('shows what it cannot read as given, and nothing for nothing', () => {
    expect(formatPhone('12')).toBe('12');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });

  it('formats a prefix and a national number', () => {
    expect(formatPrefixedPhone('+65', '98887766')).toBe('+65 9888 7766');
    expect(formatPrefixedPhone('65', '')).toBe('');
  });
});
