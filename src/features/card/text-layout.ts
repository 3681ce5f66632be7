import { CARD_CANVAS } from '../../shared/card-elements.ts';

/**
 * Card words on ruled lines (decision 0242), in 600x400 reference pixels: a pure function, so the layout is the same
 * in tests, on the server's first render and in the browser (which passes a measure of the real font).
 */

/** How wide `text` is at `fontPx`. */
export type Measure = (text: string, fontPx: number) => number;

/** Distance between ruled lines, in font sizes. */
export const LINE_PITCH = 1.3;
/** The smallest card text a reader is given, in CSS pixels. */
export const READABLE_CSS_PX = 12;

const WIDE = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/u;

/** Roughly how many font sizes wide a line is: wide (CJK) characters take one, others about 0.6. */
export function emWidth(text: string): number {
  let ems = 0;
  for (const ch of text) ems += WIDE.test(ch) ? 1 : 0.6;
  return ems;
}

/** A measure without a browser: emWidth at the font size. */
export const approxMeasure: Measure = (text, fontPx) => emWidth(text) * fontPx;

/** The smallest readable font size in reference pixels on a card shown `cardCssWidth` CSS pixels wide. */
export const readableMinFont = (cardCssWidth: number): number => (READABLE_CSS_PX * CARD_CANVAS.width) / Math.max(1, cardCssWidth);

/** Words with their following spaces; each wide character is a word of its own (CJK wraps between characters). */
function tokens(text: string): string[] {
  return (
    text.match(
      new RegExp(`${WIDE.source}\\s*|[^\\s\\u2e80-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff\\ufe30-\\ufe4f\\uff00-\\uffef]+\\s*|\\s+`, 'gu'),
    ) ?? []
  );
}

/**
 * Breaks text into lines no wider than `width`. Lines keep their trailing space, so the lines joined give the text
 * back; a word wider than a line is broken between characters.
 */
export function wrapText(text: string, width: number, fontPx: number, measure: Measure = approxMeasure): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (s: string) => measure(s.trimEnd(), fontPx) <= width;
  for (const token of tokens(text)) {
    if (fits(line + token)) {
      line += token;
      continue;
    }
    if (line.trim() !== '') lines.push(line);
    line = '';
    if (token.trim() === '') continue;
    for (const ch of token) {
      if (line !== '' && !fits(line + ch)) {
        lines.push(line);
        line = '';
      }
      line += ch;
    }
  }
  if (line.trim() !== '') lines.push(line);
  return lines;
}

export interface TextLayout {
  /** font size, reference pixels */
  fontPx: number;
  /** distance between ruled lines */
  pitch: number;
  /** the text's lines, at most one per ruled line */
  lines: string[];
  /** every ruled line of the box, from the box's top: the baseline each line of text sits on */
  baselines: number[];
  /** the text did not fit at the smallest readable size: the last line ends in an ellipsis */
  truncated: boolean;
}

export interface LayoutOptions {
  /** the designed size: text is never drawn larger */
  maxFont: number;
  /** the readable minimum (readableMinFont): text is never drawn smaller */
  minFont: number;
  measure?: Measure;
}

const ELLIPSIS = '…';

function ruled(height: number, fontPx: number): { pitch: number; baselines: number[] } {
  const pitch = fontPx * LINE_PITCH;
  const count = Math.max(1, Math.floor(height / pitch));
  const top = Math.max(0, (height - count * pitch) / 2);
  // a baseline sits at about four fifths of its line, leaving room below for descenders
  return { pitch, baselines: Array.from({ length: count }, (_, i) => top + i * pitch + pitch * 0.78) };
}

/**
 * Lays text out in a box on ruled lines: the largest size from maxFont down to minFont at which the wrapped text
 * fits the box's lines; when even minFont does not fit, the lines that fit, the last one ending in an ellipsis.
 * Text never overlaps: one line of text per ruled line, and no line wider than the box.
 */
export function layoutText(text: string, box: { width: number; height: number }, opts: LayoutOptions): TextLayout {
  const measure = opts.measure ?? approxMeasure;
  const clean = text.replace(/\s+/g, ' ').trim();
  const max = Math.max(opts.maxFont, opts.minFont);
  const min = opts.minFont;
  const sizes: number[] = [];
  for (let f = max; f > min; f -= 0.5) sizes.push(f);
  sizes.push(min);
  for (const font of sizes) {
    const { pitch, baselines } = ruled(box.height, font);
    const lines = wrapText(clean, box.width, font, measure);
    if (lines.length <= baselines.length) return { fontPx: font, pitch, lines, baselines, truncated: false };
  }
  const { pitch, baselines } = ruled(box.height, min);
  const lines = wrapText(clean, box.width, min, measure).slice(0, baselines.length);
  let last = lines[lines.length - 1] ?? '';
  while (last !== '' && measure(`${last.trimEnd()}${ELLIPSIS}`, min) > box.width) last = [...last].slice(0, -1).join('');
  lines[lines.length - 1] = `${last.trimEnd()}${ELLIPSIS}`;
  return { fontPx: min, pitch, lines, baselines, truncated: true };
}
