import { describe, expect, it } from 'vitest';
import { needsConfirmation, parseConfirmOver } from '../../../src/features/counter/confirm-rule.ts';
import { groupOutlets } from '../../../src/features/counter/outlet-groups.ts';
import { languageOfDevice } from '../../../src/features/counter/counter-i18n.ts';
import type { MerchantOutlet } from '../../../src/shared/admin/redemption.ts';

/** The counter's rules of decision 0239: its language, the outlet chooser's groups, the confirmation. */
describe('the counter language', () => {
  it('follows the first Chinese, Japanese or English language of the device', () => {
    expect(languageOfDevice(['ja-JP', 'en-US'])).toBe('jp');
    expect(languageOfDevice(['zh-TW'])).toBe('cn');
    expect(languageOfDevice(['de-DE', 'zh-CN', 'ja'])).toBe('cn');
    expect(languageOfDevice(['en-SG', 'ja'])).toBe('eng');
    expect(languageOfDevice(['fr-FR'])).toBe('eng');
    expect(languageOfDevice([])).toBe('eng');
  });
});

describe('the confirmation before a redemption', () => {
  const fixed = { stored_value: false, balance: null, currency_code: 'SGD' };
  const stored = { stored_value: true, balance: 10_000, currency_code: 'SGD' };

  it('is asked for a fixed voucher, which is always redeemed whole', () => {
    expect(needsConfirmation(fixed, 500)).toBe(true);
  });

  it('is asked for a stored value over the threshold or for the whole balance, not below', () => {
    const over = parseConfirmOver(undefined);
    expect(over.SGD).toBe(50);
    expect(needsConfirmation(stored, 5_000, over)).toBe(false);
    expect(needsConfirmation(stored, 5_001, over)).toBe(true);
    expect(needsConfirmation(stored, 10_000, over)).toBe(true);
    expect(needsConfirmation({ ...stored, balance: 1_000 }, 1_000, over)).toBe(true);
  });

  it('reads PUBLIC_COUNTER_CONFIRM_OVER per currency or for every currency, in major units', () => {
    expect(parseConfirmOver('SGD 20, jpy:3000')).toMatchObject({ SGD: 20, JPY: 3000, CNY: 250 });
    const all = parseConfirmOver('10');
    expect(all).toMatchObject({ SGD: 10, JPY: 10, '*': 10 });
    expect(needsConfirmation({ stored_value: true, balance: 100_000, currency_code: 'EUR' }, 1_001, all)).toBe(true);
    expect(parseConfirmOver('nonsense, SGD')).toEqual(parseConfirmOver(undefined));
    // yen has no minor unit: 5000 JPY is 5000 in minor units
    const yen = { stored_value: true, balance: 20_000, currency_code: 'JPY' };
    expect(needsConfirmation(yen, 5_000)).toBe(false);
    expect(needsConfirmation(yen, 5_001)).toBe(true);
  });
});

describe('the outlet chooser', () => {
  const outlet = (id: number, outlet_name: string, country_code: string, country_name: string, address = ''): MerchantOutlet => ({
    id,
    outlet_name,
    address,
    country_code,
    country_name,
  });
  const outlets = [
    outlet(1, 'Bean There Coffee @ Shibuya', '+81', 'Japan', 'Tokyo'),
    outlet(2, 'Bean There Coffee @ VivoCity', '+65', 'Singapore', 'HarbourFront'),
    outlet(3, 'Bean There Coffee @ Sapporo', '+81', 'Japan', 'Hokkaido'),
    outlet(4, 'Bean There Coffee @ ION Orchard', '+65', 'Singapore'),
    outlet(5, 'Bean There Coffee @ Pudong', '+86', 'China', 'Shanghai'),
    outlet(6, 'Pop-up stand', '', ''),
  ];
  const names: Record<string, string> = { '+65': 'シンガポール', '+81': '日本', '+86': '中国' };
  const countryName = (o: MerchantOutlet) => names[o.country_code] ?? 'その他の店舗';

  it('groups by country, by name within a country, the current outlet’s country first and outlets of no country last', () => {
    const groups = groupOutlets(outlets, '', countryName, outlets[1]);
    expect(groups.map((g) => g.name)).toEqual(['シンガポール', '中国', '日本', 'その他の店舗']);
    expect(groups[0].outlets.map((o) => o.id)).toEqual([4, 2]);
    expect(groups[2].outlets.map((o) => o.id)).toEqual([3, 1]);
  });

  it('finds outlets by every word of the search in name, address or country (either language)', () => {
    expect(groupOutlets(outlets, 'tokyo', countryName, null).flatMap((g) => g.outlets.map((o) => o.id))).toEqual([1]);
    expect(groupOutlets(outlets, 'JAPAN', countryName, null).flatMap((g) => g.outlets.map((o) => o.id))).toEqual([3, 1]);
    expect(groupOutlets(outlets, '中国', countryName, null).flatMap((g) => g.outlets.map((o) => o.id))).toEqual([5]);
    expect(groupOutlets(outlets, 'bean orchard', countryName, null).flatMap((g) => g.outlets.map((o) => o.id))).toEqual([4]);
    expect(groupOutlets(outlets, 'nowhere', countryName, null)).toEqual([]);
  });
});
