import { describe, expect, it } from 'vitest';
import { designFontPx, elementBox, fontCqw, inputFont, safeSrc } from '../../../src/features/card/card-geometry.ts';
import type { CardElement } from '../../../src/shared/card-elements.ts';

const el = (over: Partial<CardElement>): CardElement => ({
  key: 'k',
  type: 'text',
  placeholder: '',
  content: '',
  xpos: 0,
  ypos: 0,
  width: 0,
  height: 0,
  ...over,
});

describe('card geometry on the 600x400 reference canvas', () => {
  it('places an element by percentages of the shown card', () => {
    expect(elementBox(el({ xpos: 150, ypos: 100, width: 300, height: 200 }))).toEqual({
      left: '25%',
      top: '25%',
      width: '50%',
      height: '50%',
    });
  });
  it('scales stickers by their size factor (s=1, m=1.5, otherwise 2)', () => {
    expect(elementBox(el({ type: 'sticker', size: 'm', width: 60, height: 40 }))).toMatchObject({ width: '15%', height: '15%' });
    expect(elementBox(el({ type: 'sticker', size: 'l', width: 60, height: 40 }))).toMatchObject({ width: '20%', height: '20%' });
  });
  it('turns reference pixels into container-width units', () => {
    expect(fontCqw(30)).toBe('5cqw');
  });
  it('draws images only from this shop, blob previews or inline images', () => {
    expect(safeSrc('/UgiftWeb/media/abc.png')).toBe('/UgiftWeb/media/abc.png');
    expect(safeSrc('blob:http://x/1')).toBe('blob:http://x/1');
    expect(safeSrc('https://evil.example/x.png')).toBeUndefined();
    expect(safeSrc('javascript:alert(1)')).toBeUndefined();
    expect(safeSrc('data:image/svg+xml;base64,AAAA')).toBeUndefined();
  });
});

describe('designed text sizes', () => {
  it('takes a custom text at its chosen size, a message at 22 and a line at about half its box (at most 28)', () => {
    expect(designFontPx(el({ type: 'custom_text', fontsize: 24 }))).toBe(24);
    expect(designFontPx(el({ type: 'message', height: 150 }))).toBe(22);
    expect(designFontPx(el({ height: 40 }))).toBeCloseTo(22);
    expect(designFontPx(el({ height: 100 }))).toBe(28);
  });
  it('never edits text under the readable minimum', () => {
    expect(inputFont(el({ height: 40 }))).toBe(`max(12px, ${fontCqw(22)})`);
  });
});
