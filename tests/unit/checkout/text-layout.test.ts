import { describe, expect, it } from 'vitest';
import { approxMeasure, emWidth, layoutText, LINE_PITCH, readableMinFont, wrapText } from '../../../src/features/card/text-layout.ts';

/** The message slot of the photo layout (decision 0242) and the readable minimum on a 358 px wide card. */
const MESSAGE = { width: 280, height: 148 };
const MIN = readableMinFont(358);

/** Every line fits the box and sits on its own ruled line, inside the box. */
function expectNoOverlap(layout: ReturnType<typeof layoutText>, box: { width: number; height: number }) {
  expect(layout.lines.length).toBeLessThanOrEqual(layout.baselines.length);
  for (const line of layout.lines) expect(approxMeasure(line.trimEnd(), layout.fontPx)).toBeLessThanOrEqual(box.width);
  for (let i = 1; i < layout.baselines.length; i++)
    expect(layout.baselines[i] - layout.baselines[i - 1]).toBeCloseTo(layout.fontPx * LINE_PITCH);
  const last = layout.baselines[layout.baselines.length - 1];
  expect(last + layout.fontPx * 0.25).toBeLessThanOrEqual(box.height + 0.001);
  expect(layout.baselines[0] - layout.fontPx * 0.8).toBeGreaterThanOrEqual(-0.001);
}

describe('card words on ruled lines', () => {
  it('measures wide (CJK) characters as one font size and others as about 0.6', () => {
    expect(emWidth('生日快乐')).toBe(4);
    expect(emWidth('abcde')).toBeCloseTo(3);
  });

  it('works out the readable minimum: 12 CSS px on the card as shown', () => {
    expect(readableMinFont(600)).toBe(12);
    expect(readableMinFont(300)).toBe(24);
  });

  it('wraps between words, keeping the spaces, so the lines give the text back', () => {
    const lines = wrapText('Happy birthday! Enjoy your treat.', 150, 20);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('Happy birthday! Enjoy your treat.');
    for (const l of lines) expect(approxMeasure(l.trimEnd(), 20)).toBeLessThanOrEqual(150);
  });

  it('wraps Chinese and Japanese between characters, and breaks a word wider than the line', () => {
    const cjk = wrapText('祝你生日快乐，天天开心，万事如意！', 100, 20);
    expect(cjk.every((l) => [...l].length <= 5)).toBe(true);
    expect(cjk.join('')).toBe('祝你生日快乐，天天开心，万事如意！');
    const long = wrapText('Supercalifragilisticexpialidocious', 100, 20);
    expect(long.length).toBeGreaterThan(1);
    expect(long.join('')).toBe('Supercalifragilisticexpialidocious');
  });

  it('keeps a short text at its designed size on the first ruled line', () => {
    const layout = layoutText('Dear Mei', { width: 280, height: 64 }, { maxFont: 28, minFont: MIN });
    expect(layout.fontPx).toBe(28);
    expect(layout.lines).toEqual(['Dear Mei']);
    expect(layout.truncated).toBe(false);
    expectNoOverlap(layout, { width: 280, height: 64 });
  });

  it('wraps a long one-line text onto a second ruled line instead of shrinking it to a few pixels', () => {
    const text = 'Dear Mei Ling, Ah Kow and the whole family';
    const layout = layoutText(text, { width: 280, height: 64 }, { maxFont: 28, minFont: MIN });
    expect(layout.fontPx).toBeGreaterThanOrEqual(MIN);
    expect(layout.lines.length).toBe(2);
    expect(layout.lines.join('')).toBe(text);
    expect(layout.truncated).toBe(false);
    expectNoOverlap(layout, { width: 280, height: 64 });
  });

  it('shrinks a message only as far as the readable minimum, one line of text per ruled line', () => {
    const text = 'Happy birthday! Wishing you a wonderful year ahead, full of coffee, cake and good friends. See you soon!';
    const layout = layoutText(text, MESSAGE, { maxFont: 22, minFont: MIN });
    expect(layout.fontPx).toBeLessThanOrEqual(22);
    expect(layout.fontPx).toBeGreaterThanOrEqual(MIN);
    expect(layout.lines.join('')).toBe(text);
    expectNoOverlap(layout, MESSAGE);
  });

  it('never goes under the minimum: a text too long for the box ends in an ellipsis on its last ruled line', () => {
    const text = 'So many words. '.repeat(40).trim();
    const layout = layoutText(text, MESSAGE, { maxFont: 22, minFont: MIN });
    expect(layout.fontPx).toBe(MIN);
    expect(layout.truncated).toBe(true);
    expect(layout.lines.length).toBe(layout.baselines.length);
    expect(layout.lines[layout.lines.length - 1].endsWith('…')).toBe(true);
    expectNoOverlap(layout, MESSAGE);
  });

  it('uses the minimum even when the design asks for less', () => {
    expect(layoutText('Hi', MESSAGE, { maxFont: 10, minFont: MIN }).fontPx).toBe(MIN);
  });

  it('lays out with the measure it is given (the browser passes the real font)', () => {
    const wide = layoutText('abc abc abc', { width: 100, height: 200 }, { maxFont: 20, minFont: 12, measure: (t, px) => t.length * px });
    expect(wide.lines.length).toBeGreaterThan(1);
  });
});
