import type { ReactNode } from 'react';
import { hexDecodeUtf8, type CardElement } from '../../shared/card-elements.ts';
import { customFont, elementBox, fontCqw, safeSrc, textFont } from './card-geometry.ts';
import './card-canvas.css';

export interface CardEditing {
  /** decoded text of text elements, by key */
  texts: Record<string, string>;
  onText: (key: string, value: string) => void;
  /** preview URL of each photo area, by key */
  photos: Record<string, string>;
  onPhoto: (key: string, file: File) => void;
  textLabel: (el: CardElement) => string;
  photoLabel: string;
  changePhotoLabel: string;
  maxText?: number;
}

export interface CardCanvasProps {
  image: string;
  elements: CardElement[];
  /** the card's accessible name */
  label: string;
  /** draw message elements on the card (screens without a separate Message section) */
  withMessage?: boolean;
  /** edit in place: text boxes and photo areas */
  editing?: CardEditing;
  className?: string;
  children?: ReactNode;
}

const blockEnter = (e: React.KeyboardEvent) => {
  if (e.key === 'Enter') e.preventDefault();
};

function viewElement(el: CardElement, withMessage: boolean): ReactNode {
  if (!el.content) return null;
  switch (el.type) {
    case 'text':
      return (
        <p key={el.key} className="card-canvas__text" style={{ ...elementBox(el), fontSize: textFont(el, hexDecodeUtf8(el.content)) }}>
          {hexDecodeUtf8(el.content)}
        </p>
      );
    case 'message':
      return withMessage ? (
        <p key={el.key} className="card-canvas__message" style={{ ...elementBox(el), fontSize: fontCqw(18) }}>
          {hexDecodeUtf8(el.content)}
        </p>
      ) : null;
    case 'custom_text':
      return (
        <p
          key={el.key}
          className="card-canvas__custom"
          style={{
            ...elementBox(el),
            fontFamily: el.fontfamily,
            color: el.fontcolor,
            fontSize: customFont(el, hexDecodeUtf8(el.content)),
          }}
        >
          {hexDecodeUtf8(el.content)}
        </p>
      );
    case 'image':
    case 'sticker': {
      const src = safeSrc(el.content);
      return src ? (
        <img key={el.key} className={`card-canvas__${el.type === 'image' ? 'photo' : 'sticker'}`} style={elementBox(el)} src={src} alt="" />
      ) : null;
    }
    default:
      return null;
  }
}

function editElement(el: CardElement, ed: CardEditing): ReactNode {
  if (el.type === 'text') {
    return (
      <input
        key={el.key}
        className="card-canvas__input"
        style={{ ...elementBox(el), fontSize: textFont(el) }}
        value={ed.texts[el.key] ?? ''}
        placeholder={el.placeholder}
        aria-label={ed.textLabel(el)}
        maxLength={ed.maxText ?? 80}
        enterKeyHint="done"
        onKeyDown={blockEnter}
        onChange={(e) => ed.onText(el.key, e.target.value.replace(/[\r\n]/g, ''))}
        data-testid={`card-text-${el.key}`}
      />
    );
  }
  if (el.type === 'image') {
    const preview = safeSrc(ed.photos[el.key]);
    return (
      <label
        key={el.key}
        className={`card-canvas__upload${preview ? ' has-photo' : ''}`}
        style={elementBox(el)}
        data-testid={`card-photo-${el.key}`}
      >
        {preview && <img src={preview} alt="" />}
        <span className="card-canvas__upload-text">{preview ? ed.changePhotoLabel : ed.photoLabel}</span>
        <input
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="visually-hidden"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) ed.onPhoto(el.key, file);
            e.target.value = '';
          }}
        />
      </label>
    );
  }
  if (el.type === 'message' || el.type === 'music') return null;
  return viewElement(el, false);
}

/**
 * A gift card at its 3:2 ratio: the design's art with its elements placed by xpos, ypos, width and height on the
 * 600x400 reference canvas (src/shared/card-elements.ts). In view mode elements without content are not drawn;
 * in edit mode text elements become in-place text boxes and image elements photo upload areas.
 */
export default function CardCanvas({ image, elements, label, withMessage = false, editing, className = '', children }: CardCanvasProps) {
  const art = safeSrc(image);
  return (
    <div className={`card-canvas ${className}`} role="group" aria-label={label} data-testid="card-canvas">
      {art && <img className="card-canvas__art" src={art} alt="" />}
      {elements.map((el) => (editing ? editElement(el, editing) : viewElement(el, withMessage)))}
      {children}
    </div>
  );
}
