import type { ReactNode } from 'react';
import type { CardElement } from '../../shared/card-elements.ts';
import { elementBox, inputFont, safeSrc } from './card-geometry.ts';
import CardWords from './CardWords.tsx';
import { useCardMeasure } from './use-card-measure.ts';
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

/** Photos and stickers; words are drawn by CardWords. Empty slots draw nothing (decision 0242). */
function viewElement(el: CardElement): ReactNode {
  if (!el.content || (el.type !== 'image' && el.type !== 'sticker')) return null;
  const src = safeSrc(el.content);
  if (!src) return null;
  return el.type === 'image' ? (
    <img key={el.key} className="card-canvas__photo" style={elementBox(el)} src={src} alt="" />
  ) : (
    <img key={el.key} className="card-canvas__sticker" style={elementBox(el)} src={src} alt="" data-sticker={el.sticker} />
  );
}

function editElement(el: CardElement, ed: CardEditing): ReactNode {
  if (el.type === 'text') {
    return (
      <input
        key={el.key}
        className="card-canvas__input"
        style={{ ...elementBox(el), fontSize: inputFont(el) }}
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
  if (el.type === 'message' || el.type === 'music' || el.type === 'custom_text') return null;
  return viewElement(el);
}

/**
 * A gift card at its 3:2 ratio: the design's art with its elements placed by xpos, ypos, width and height on the
 * 600x400 reference canvas (src/shared/card-elements.ts). In view mode elements without content are not drawn and
 * words sit on ruled lines at a readable size (CardWords, decision 0242); in edit mode text elements become in-place
 * text boxes and image elements photo upload areas.
 */
export default function CardCanvas({ image, elements, label, withMessage = false, editing, className = '', children }: CardCanvasProps) {
  const art = safeSrc(image);
  const { ref, minFont, measure } = useCardMeasure();
  return (
    <div ref={ref} className={`card-canvas ${className}`} role="group" aria-label={label} data-testid="card-canvas">
      {art && <img className="card-canvas__art" src={art} alt="" />}
      {elements.map((el) => (editing ? editElement(el, editing) : viewElement(el)))}
      <CardWords
        elements={editing ? elements.filter((e) => e.type === 'custom_text') : elements}
        withMessage={withMessage}
        minFont={minFont}
        measure={measure}
      />
      {children}
    </div>
  );
}
