import { describe, expect, it } from 'vitest';
import { customFont, elementBox, emWidth, fittedFontPx, fontCqw, safeSrc } from '../../../src/features/card/card-geometry.ts';
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

describe('card text fits its box on one line (issue 19: "Mei Ling!" lost the bottom of its g)', () => {
  const line = el({ width: 120, height: 40 });
  it('keeps about half the box height for a short text', () => {
    expect(fittedFontPx(line, 'Hi')).toBeCloseTo(22);
  });
  it('shrinks a long text until its estimated width fits the box', () => {
    const px = fittedFontPx(line, 'Dear Mei Ling and family!');
    expect(px).toBeLessThan(22);
    expect(emWidth('Dear Mei Ling and family!') * px).toBeLessThanOrEqual(120);
  });
  it('counts Chinese and Japanese characters a whole font size wide', () => {
    expect(emWidth('生日快乐')).toBe(4);
    expect(emWidth('abcde')).toBeCloseTo(3);
  });
  it('never shrinks below a readable 8 reference pixels, and custom text keeps its chosen size when it fits', () => {
    expect(fittedFontPx(line, 'x'.repeat(200))).toBe(8);
    expect(customFont(el({ type: 'custom_text', width: 400, height: 60, fontsize: 24 }), 'Yay')).toBe(fontCqw(24));
  });
});
