import { useEffect, useRef, useState } from 'react';
import { approxMeasure, readableMinFont, type Measure } from './text-layout.ts';

/** A phone's card before the browser has measured it (390 px screen less the page's margins). */
const FIRST_WIDTH = 358;

/** Widths of text at 100 px in the card's font, from a canvas (the browser's real font metrics). */
function canvasMeasure(font: string): Measure | undefined {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return undefined;
  ctx.font = `700 100px ${font}`;
  const cache = new Map<string, number>();
  return (text, fontPx) => {
    let w = cache.get(text);
    if (w === undefined) {
      w = ctx.measureText(text).width;
      if (cache.size > 2000) cache.clear();
      cache.set(text, w);
    }
    return (w * fontPx) / 100;
  };
}

/**
 * The card's shown width (for the readable minimum, decision 0242) and a measure of its font. The first render uses a
 * phone's width and the approximate measure, so the server's HTML and the first client render agree.
 */
export function useCardMeasure() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FIRST_WIDTH);
  const [measure, setMeasure] = useState<{ fn: Measure }>({ fn: approxMeasure });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const real = canvasMeasure(getComputedStyle(el).fontFamily || 'sans-serif');
    if (real) setMeasure({ fn: real });
    const update = () => {
      const w = el.getBoundingClientRect().width;
      if (w > 0) setWidth(Math.round(w));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(update);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return { ref, minFont: readableMinFont(width), measure: measure.fn };
}
