import { useEffect, useId, useMemo, useState } from 'react';
import { useErrorText } from '../../lib/use-error-text.ts';
import { detailGiftcard } from '../giftcard/giftcard-api.ts';
import type { GiftcardDetail } from '../../shared/api/catalogue-types.ts';
import { useStore } from '@nanostores/react';
import { Button } from '../../components/ui/Button.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { $language, apiLangKey, useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/checkout.ts';
import { href, queryParam } from '../../lib/paths.ts';
import { useRequireMember } from '../../lib/route-guard.ts';
import { hexDecodeUtf8, hexEncodeUtf8 } from '../../shared/card-elements.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import CardCanvas from '../card/CardCanvas.tsx';
import StickerLayer, { type StickerLabels } from '../card/StickerLayer.tsx';
import { MAX_STICKERS, placedStickers, type PlacedSticker, type StickerId } from '../../shared/stickers.ts';
import StickerPalette from './StickerPalette.tsx';
import TopBar from '../../components/ui/TopBar.tsx';
import MusicDialog from './MusicDialog.tsx';
import Stepper from './Stepper.tsx';
import { loadBasket } from '../basket/basket-api.ts';
import { saveCardToBasket } from './checkout-api.ts';
import { listMusic, type Track } from './checkout-api.ts';
import './checkout.css';

const MAX_PHOTO = 5 * 1024 * 1024;
const MESSAGE_MAX = 500;

/** Where a new sticker lands: side by side along the card's bottom edge, then its top edge, then the middle. */
function newStickerPlace(sticker: StickerId, count: number): PlacedSticker {
  const row = Math.floor(count / 5);
  return { sticker, x: 0.2 + (count % 5) * 0.15, y: row === 0 ? 0.86 : row === 1 ? 0.14 : 0.5 };
}

/**
 * /checkout-cardcustomization?id=: the card with in-place text boxes and photo areas, the message box (Enter blocked
 * in text and message), the music chooser; Next Step submits giftcard_to_basket as multipart, each photo under its
 * element's key, text and message hex-encoded UTF-8.
 */
export default function CardCustomisation() {
  const user = useRequireMember();
  const { t } = useT('checkout');
  const errorText = useErrorText();
  const lang = apiLangKey(useStore($language));
  const { alert, dialog } = useAlert();
  const messageId = useId();
  const [design, setDesign] = useState<GiftcardDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [photos, setPhotos] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<Record<string, File>>({});
  const [musicId, setMusicId] = useState('');
  const [stickers, setStickers] = useState<PlacedSticker[]>([]);
  const [tracks, setTracks] = useState<Track[]>([]);
  const [musicOpen, setMusicOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = queryParam('id');

  useEffect(() => {
    if (!user) return;
    if (!/^[1-9]\d*$/.test(id)) {
      window.location.replace(href('checkout-cardselection'));
      return;
    }
    // the design comes from the address only: opening this page again (Back after paying) chooses nothing (decision 0242)
    Promise.all([detailGiftcard({ giftcard_id: id }), loadBasket().catch(() => null), listMusic(id).catch(() => [] as Track[])])
      .then(([a, basket, music]) => {
        const d = a;
        const els =
          basket && basket.giftcard_id === String(d.id) && basket.giftcard_edit_parameter.length > 0
            ? basket.giftcard_edit_parameter
            : d.edit_parameter;
        setStickers(placedStickers(els));
        const tx: Record<string, string> = {};
        const ph: Record<string, string> = {};
        let song = '';
        for (const el of els) {
          if (el.type === 'text' || el.type === 'message') tx[el.key] = hexDecodeUtf8(el.content);
          if (el.type === 'image' && el.content) ph[el.key] = el.content;
          if (el.type === 'music') song = el.content;
        }
        setDesign(d);
        setTexts(tx);
        setPhotos(ph);
        setMusicId(song);
        setTracks(music);
      })
      .catch(() => setFailed(true));
  }, [user, id]);

  useEffect(
    () => () => {
      for (const u of Object.values(photos)) if (u.startsWith('blob:')) URL.revokeObjectURL(u);
    },
    [photos],
  );

  const elements = design?.edit_parameter ?? [];
  const messages = elements.filter((e) => e.type === 'message');
  const hasMusic = elements.some((e) => e.type === 'music');
  const musicName = useMemo(() => {
    const track = tracks.find((m) => String(m.id) === musicId);
    return track ? pickLang(track.multiple_languages, lang, 'name') || track.name : '';
  }, [tracks, musicId, lang]);

  const stickerLabels: StickerLabels = {
    name: (id) => t(`stickers.names.${id}`),
    move: (name) => t('stickers.move', { name }),
    remove: (name) => t('stickers.remove', { name }),
  };
  const addSticker = (sticker: StickerId) =>
    setStickers((s) => (s.length >= MAX_STICKERS ? s : [...s, newStickerPlace(sticker, s.length)]));

  const onPhoto = (key: string, file: File) => {
    if (!file.type.startsWith('image/')) return alert(t('errors.cart'), t('customise.photoOnly'));
    if (file.size > MAX_PHOTO) return alert(t('errors.cart'), t('customise.photoTooBig'));
    setFiles((f) => ({ ...f, [key]: file }));
    setPhotos((p) => ({ ...p, [key]: URL.createObjectURL(file) }));
  };

  const submit = async () => {
    if (!design) return;
    const parameter = elements.flatMap((el): Array<{ key: string; type: string; content: string }> => {
      if (el.type === 'text' || el.type === 'message')
        return [{ key: el.key, type: el.type, content: hexEncodeUtf8((texts[el.key] ?? '').trim()) }];
      if (el.type === 'music') return [{ key: el.key, type: el.type, content: musicId }];
      if (el.type === 'image' && !files[el.key] && photos[el.key] && !photos[el.key].startsWith('blob:'))
        return [{ key: el.key, type: el.type, content: photos[el.key] }];
      return [];
    });
    setBusy(true);
    try {
      await saveCardToBasket(String(design.id), parameter, files, stickers);
      window.location.assign(href('checkout-order'));
    } catch (e) {
      setBusy(false);
      alert(t('errors.cart'), errorText(e));
    }
  };

  const header = <TopBar title={t('customise.title')} back="checkout-cardselection" />;
  if (failed)
    return (
      <>
        {header}
        <div className="empty">
          <p>{t('selection.empty')}</p>
        </div>
      </>
    );
  if (!design)
    return (
      <>
        {header}
        <div className="checkout" aria-busy="true">
          <div className="skeleton" style={{ aspectRatio: '3 / 2' }} />
        </div>
      </>
    );
  return (
    <>
      {header}
      <div className="checkout" data-testid="customise">
        <Stepper current="customisation" />
        <p className="hint">{t('customise.hint')}</p>
        <CardCanvas
          image={pickLang(design.multiple_languages, lang, 'image') || design.image}
          elements={elements}
          label={pickLang(design.multiple_languages, lang, 'name')}
          editing={{
            texts,
            onText: (k, v) => setTexts((s) => ({ ...s, [k]: v })),
            photos,
            onPhoto,
            textLabel: (el) => t('customise.textLabel', { placeholder: el.placeholder }),
            photoLabel: t('customise.photoLabel'),
            changePhotoLabel: t('customise.changePhoto'),
          }}
        >
          <StickerLayer stickers={stickers} onChange={setStickers} labels={stickerLabels} />
        </CardCanvas>
        <StickerPalette count={stickers.length} onAdd={addSticker} name={stickerLabels.name} />
        {messages.map((m, i) => (
          <div key={m.key} className="card" style={{ padding: 14 }}>
            <label className="ui-field__label" htmlFor={`${messageId}-${i}`}>
              {t('customise.message')}
            </label>
            <textarea
              id={`${messageId}-${i}`}
              className="textarea"
              maxLength={MESSAGE_MAX}
              placeholder={m.placeholder || t('customise.messagePlaceholder')}
              value={texts[m.key] ?? ''}
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.preventDefault();
              }}
              onChange={(e) => setTexts((s) => ({ ...s, [m.key]: e.target.value.replace(/[\r\n]/g, ' ') }))}
              data-testid={`card-message-${m.key}`}
            />
          </div>
        ))}
        {hasMusic && (
          <button type="button" className="row-button" onClick={() => setMusicOpen(true)} data-testid="open-music">
            <span>
              <strong>{t('customise.music')}</strong>
              <small data-testid="music-name">{musicName || t('customise.noMusic')}</small>
            </span>
            <span aria-hidden="true">♪</span>
          </button>
        )}
      </div>
      <div className="checkout__bar">
        <Button onClick={submit} busy={busy} data-testid="customise-next">
          {t('customise.next')}
        </Button>
      </div>
      <MusicDialog
        open={musicOpen}
        tracks={tracks}
        value={musicId}
        onClose={() => setMusicOpen(false)}
        onChoose={(v) => {
          setMusicId(v);
          setMusicOpen(false);
        }}
      />
      {dialog}
    </>
  );
}
