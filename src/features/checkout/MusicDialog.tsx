import { useEffect, useRef, useState } from 'react';
import type { Howl } from 'howler';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useStore } from '@nanostores/react';
import { $language, apiLangKey, useT } from '../../lib/i18n.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import '../../lib/i18n-eng/checkout.ts';
import type { Track } from './checkout-api.ts';
import { Icon } from '../../components/ui/Icon.tsx';

/** The music chooser: one track (or none), each with a play/pause preview (Howler), and OK. */
export default function MusicDialog({
  open,
  tracks,
  value,
  onClose,
  onChoose,
}: {
  open: boolean;
  tracks: Track[];
  value: string;
  onClose: () => void;
  onChoose: (id: string) => void;
}) {
  const { t } = useT('checkout');
  const lang = apiLangKey(useStore($language));
  const nameOf = (m: Track) => pickLang(m.multiple_languages, lang, 'name') || m.name;
  const [picked, setPicked] = useState(value);
  const [playing, setPlaying] = useState<number | null>(null);
  const howl = useRef<Howl | null>(null);

  const stop = () => {
    howl.current?.unload();
    howl.current = null;
    setPlaying(null);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: stop is recreated every render; stopping on close is all this needs
  useEffect(() => {
    if (open) setPicked(value);
    else stop();
  }, [open, value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: stops the music on unmount only
  useEffect(() => stop, []);

  const toggle = async (track: Track) => {
    if (playing === track.id) return stop();
    stop();
    const { Howl } = await import('howler');
    const h = new Howl({
      src: [track.url],
      html5: true,
      onend: () => setPlaying(null),
      onloaderror: () => setPlaying(null),
      onplayerror: () => setPlaying(null),
    });
    howl.current = h;
    h.play();
    setPlaying(track.id);
  };

  return (
    <Dialog
      open={open}
      title={t('music.title')}
      onClose={() => {
        stop();
        onClose();
      }}
      variant="sheet"
      actions={
        <Button
          onClick={() => {
            stop();
            onChoose(picked);
          }}
          data-testid="music-ok"
        >
          {t('music.ok')}
        </Button>
      }
    >
      <ul className="radio-list">
        <li>
          <label>
            <input type="radio" name="music" checked={picked === ''} onChange={() => setPicked('')} />
            <span>{t('music.none')}</span>
          </label>
        </li>
        {tracks.map((m) => (
          <li key={m.id} className="music-row">
            <label>
              <input type="radio" name="music" value={m.id} checked={picked === String(m.id)} onChange={() => setPicked(String(m.id))} />
              <span>{nameOf(m)}</span>
            </label>
            <button
              type="button"
              className="play-button"
              onClick={() => void toggle(m)}
              aria-label={playing === m.id ? t('music.pause', { name: nameOf(m) }) : t('music.play', { name: nameOf(m) })}
              aria-pressed={playing === m.id}
            >
              <Icon name={playing === m.id ? 'pause' : 'play'} size={18} />
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
