import type { CSSProperties } from 'react';
import { CARD_CANVAS, hexDecodeUtf8, stickerScale, type CardElement } from '../../shared/card-elements.ts';
import { safeImageSrc } from './safe-src.ts';
import './card-face.css';

/** Reference-canvas pixels as a share of the shown card, so the design scales with the card's width. */
const x = (v: number) => `${(v / CARD_CANVAS.width) * 100}%`;
const y = (v: number) => `${(v / CARD_CANVAS.height) * 100}%`;
/** A font size in reference pixels, in container-width units (the card is a size container). */
const font = (px: number) => `${(px / CARD_CANVAS.width) * 100}cqw`;

function box(el: CardElement, scale = 1): CSSProperties {
  return { left: x(el.xpos), top: y(el.ypos), width: x(el.width * scale), height: y(el.height * scale) };
}

export interface CardFaceProps {
  image: string;
  elements: CardElement[];
  label: string;
  /** message elements are drawn on the card only where a screen has no separate Message section */
  withMessage?: boolean;
}

/**
 * A gift card as designed: the card art with its text, photos, stickers and custom text placed by their
 * reference-canvas position and size (src/shared/card-elements.ts). Elements without content are not drawn.
 */
export function CardFace({ image, elements, label, withMessage = false }: CardFaceProps) {
  return (
    <div className="card-face" role="group" aria-label={label} data-testid="card-face">
      {safeImageSrc(image) && <img className="card-face__art" src={safeImageSrc(image)} alt="" />}
      {elements.map((el) => {
        if (!el.content) return null;
        switch (el.type) {
          case 'text':
            return <p key={el.key} className="card-face__text" style={{ ...box(el), fontSize: font(Math.min(el.height * 0.55, 30)) }}>{hexDecodeUtf8(el.content)}</p>;
          case 'message':
            return withMessage
              ? <p key={el.key} className="card-face__message" style={{ ...box(el), fontSize: font(18) }}>{hexDecodeUtf8(el.content)}</p>
              : null;
          case 'custom_text':
            return (
              <p key={el.key} className="card-face__custom" style={{ ...box(el), fontFamily: el.fontfamily, color: el.fontcolor, fontSize: font(el.fontsize ?? 28) }}>
                {hexDecodeUtf8(el.content)}
              </p>
            );
          case 'image':
            return safeImageSrc(el.content) ? <img key={el.key} className="card-face__photo" style={box(el)} src={safeImageSrc(el.content)} alt="" /> : null;
          case 'sticker':
            return safeImageSrc(el.content) ? <img key={el.key} className="card-face__sticker" style={box(el, stickerScale(el.size))} src={safeImageSrc(el.content)} alt="" /> : null;
          default:
            return null;
        }
      })}
    </div>
  );
}
