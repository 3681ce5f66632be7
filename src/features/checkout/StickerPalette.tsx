import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/checkout.ts';
import { MAX_STICKERS, STICKER_IDS, stickerSrc, type StickerId } from '../../shared/stickers.ts';

/** The stickers the shopper may add to the card (decision 0242); at most MAX_STICKERS on one card. */
export default function StickerPalette({
  count,
  onAdd,
  name,
}: {
  count: number;
  onAdd: (id: StickerId) => void;
  name: (id: StickerId) => string;
}) {
  const { t } = useT('checkout');
  const full = count >= MAX_STICKERS;
  return (
    <section className="card sticker-palette" aria-labelledby="sticker-palette-title">
      <h2 id="sticker-palette-title">{t('stickers.title')}</h2>
      <p className="hint" id="sticker-palette-hint">
        {full ? t('stickers.full', { count: MAX_STICKERS }) : t('stickers.hint')}
      </p>
      <ul className="sticker-palette__list">
        {STICKER_IDS.map((id) => (
          <li key={id}>
            <button
              type="button"
              className="sticker-palette__add"
              disabled={full}
              onClick={() => onAdd(id)}
              aria-label={t('stickers.add', { name: name(id) })}
              data-testid={`add-sticker-${id}`}
            >
              <img src={stickerSrc(id)} alt="" width="40" height="40" />
              <span aria-hidden="true">{name(id)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
