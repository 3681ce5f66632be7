import { describe, expect, it } from 'vitest';
import { hexDecodeUtf8, hexEncodeUtf8, stickerScale } from '../../../src/shared/card-elements.ts';
import { pickLang } from '../../../src/shared/i18n-pick.ts';
import { joinPhone, toE164 } from '../../../src/shared/phone.ts';

describe('card element text', () => {
  it('round-trips UTF-8 text through hex, including CJK and emoji', () => {
    for (const text of ['Happy birthday!', '生日快乐', 'おめでとう 🎉', '']) {
      expect(hexDecodeUtf8(hexEncodeUtf8(text))).toBe(text);
    }
    expect(hexEncodeUtf8('Hi')).toBe('4869');
    expect(hexDecodeUtf8('zz')).toBe('');
  });

  it('scales stickers s=1, m=1.5, anything else 2', () => {
    expect(stickerScale('s')).toBe(1);
    expect(stickerScale('m')).toBe(1.5);
    expect(stickerScale('l')).toBe(2);
    expect(stickerScale(undefined)).toBe(2);
  });
});

describe('names in the chosen language', () => {
  const ml = { en: { name: 'Coffee' }, cn: { name: '咖啡' }, jp: { name: '' } };
  it('falls back to English when a translation is missing or empty', () => {
    expect(pickLang<{ name: string }, 'name'>(ml, 'cn', 'name')).toBe('咖啡');
    expect(pickLang<{ name: string }, 'name'>(ml, 'jp', 'name')).toBe('Coffee');
    expect(pickLang<{ name: string }, 'name'>(null, 'jp', 'name')).toBe('');
  });
});

describe('phone numbers', () => {
  it('normalises to E.164', () => {
    expect(toE164('65 9123 4567')).toBe('+6591234567');
    expect(joinPhone('+60', '012345678')).toBe('+6012345678');
  });
});
