import { hexDecodeUtf8, type CardElement } from '../../shared/card-elements.ts';
import { designFontPx } from './card-geometry.ts';
import { layoutText, type Measure } from './text-layout.ts';

/** Slots drawn on ruled lines (the design's own custom text is not ruled). */
const RULED = new Set(['text', 'message']);
const PAD = 10;

/**
 * The card's words as one SVG over the card on the 600x400 reference canvas: each filled text slot on a light panel,
 * its lines on their ruled lines (baseline on the rule), laid out by text-layout.ts. Empty slots draw nothing
 * (decision 0242).
 */
export default function CardWords({
  elements,
  withMessage,
  minFont,
  measure,
}: {
  elements: CardElement[];
  withMessage: boolean;
  minFont: number;
  measure?: Measure;
}) {
  const slots = elements.filter(
    (el) =>
      (el.type === 'text' || el.type === 'custom_text' || (el.type === 'message' && withMessage)) &&
      hexDecodeUtf8(el.content).trim() !== '',
  );
  if (slots.length === 0) return null;
  return (
    <>
      {/* the drawing is for the eye; screen readers get the words whole, in reading order */}
      <div className="visually-hidden">
        {slots.map((el) => (
          <p key={el.key}>{hexDecodeUtf8(el.content)}</p>
        ))}
      </div>
      <svg className="card-canvas__words" viewBox="0 0 600 400" aria-hidden="true">
        {slots.map((el) => {
          const text = hexDecodeUtf8(el.content);
          const layout = layoutText(text, el, { maxFont: designFontPx(el), minFont, measure });
          const ruledSlot = RULED.has(el.type);
          return (
            <g key={el.key} data-testid={`card-words-${el.key}`} data-font={layout.fontPx.toFixed(1)}>
              {ruledSlot && (
                <rect
                  className="card-canvas__panel"
                  x={el.xpos - PAD}
                  y={el.ypos - PAD / 2}
                  width={el.width + 2 * PAD}
                  height={el.height + PAD}
                  rx="12"
                />
              )}
              {ruledSlot && (
                <path
                  className="card-canvas__rules"
                  data-testid="card-rules"
                  d={layout.baselines.map((b) => `M${el.xpos} ${(el.ypos + b + 2).toFixed(1)}h${el.width}`).join('')}
                />
              )}
              <text
                className={`card-canvas__line card-canvas__line--${el.type}`}
                fontSize={layout.fontPx}
                fill={el.type === 'custom_text' ? el.fontcolor : undefined}
                fontFamily={el.type === 'custom_text' ? el.fontfamily : undefined}
              >
                {layout.lines.map((line, i) => (
                  <tspan key={i} x={el.xpos} y={(el.ypos + layout.baselines[i]).toFixed(1)}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
      </svg>
    </>
  );
}
