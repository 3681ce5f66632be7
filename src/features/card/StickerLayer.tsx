import { useRef } from 'react';
import { CARD_CANVAS } from '../../shared/card-elements.ts';
import { STICKER_SIDE, stickerSrc, type PlacedSticker, type StickerId } from '../../shared/stickers.ts';

export interface StickerLabels {
  name: (id: StickerId) => string;
  /** the sticker's accessible name, telling how to move it */
  move: (name: string) => string;
  remove: (name: string) => string;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));
const STEP = 0.02;
const BIG_STEP = 0.1;
const KEYS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The shopper's stickers on the card being customised (decision 0242): each is a button that moves by pointer drag
 * or by the arrow keys (Shift for bigger steps) and is removed by its × button or Delete. Positions are the sticker's
 * centre as shares (0..1) of the card.
 */
export default function StickerLayer({
  stickers,
  onChange,
  labels,
}: {
  stickers: PlacedSticker[];
  onChange: (next: PlacedSticker[]) => void;
  labels: StickerLabels;
}) {
  const layer = useRef<HTMLDivElement>(null);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const drag = useRef<{ index: number; dx: number; dy: number } | null>(null);
  const w = `${(STICKER_SIDE / CARD_CANVAS.width) * 100}%`;
  const h = `${(STICKER_SIDE / CARD_CANVAS.height) * 100}%`;

  const moveTo = (index: number, x: number, y: number) =>
    onChange(stickers.map((s, i) => (i === index ? { ...s, x: clamp01(x), y: clamp01(y) } : s)));
  const remove = (index: number) => {
    onChange(stickers.filter((_, i) => i !== index));
    // keep the keyboard on the stickers: the next one, else the one before
    requestAnimationFrame(() => refs.current[Math.min(index, stickers.length - 2)]?.focus());
  };
  const share = (e: React.PointerEvent) => {
    const r = layer.current!.getBoundingClientRect();
    return { x: (e.clientX - r.left) / r.width, y: (e.clientY - r.top) / r.height };
  };

  return (
    <div ref={layer} className="sticker-layer" data-testid="sticker-layer">
      {stickers.map((s, i) => {
        const name = labels.name(s.sticker);
        return (
          <div key={i} className="sticker-layer__item" style={{ left: `${s.x * 100}%`, top: `${s.y * 100}%`, width: w, height: h }}>
            <button
              type="button"
              ref={(el) => {
                refs.current[i] = el;
              }}
              className="sticker-layer__sticker"
              aria-label={labels.move(name)}
              data-testid={`placed-sticker-${i}`}
              data-sticker={s.sticker}
              onPointerDown={(e) => {
                // no text selection or image drag while moving; the sticker still takes the keyboard focus
                e.preventDefault();
                e.currentTarget.focus();
                e.currentTarget.setPointerCapture(e.pointerId);
                const p = share(e);
                drag.current = { index: i, dx: p.x - s.x, dy: p.y - s.y };
              }}
              onPointerMove={(e) => {
                if (drag.current?.index !== i) return;
                const p = share(e);
                moveTo(i, p.x - drag.current.dx, p.y - drag.current.dy);
              }}
              onPointerUp={() => {
                drag.current = null;
              }}
              onPointerCancel={() => {
                drag.current = null;
              }}
              onKeyDown={(e) => {
                if (e.key === 'Delete' || e.key === 'Backspace') {
                  e.preventDefault();
                  remove(i);
                  return;
                }
                const dir = KEYS[e.key];
                if (!dir) return;
                e.preventDefault();
                const step = e.shiftKey ? BIG_STEP : STEP;
                moveTo(i, s.x + dir[0] * step, s.y + dir[1] * step);
              }}
            >
              <img src={stickerSrc(s.sticker)} alt="" draggable={false} />
            </button>
            <button
              type="button"
              className="sticker-layer__remove"
              aria-label={labels.remove(name)}
              data-testid={`remove-sticker-${i}`}
              onClick={() => remove(i)}
            >
              ×
            </button>
          </div>
        );
      })}
    </div>
  );
}
