import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/group-gift.ts';
import type { GroupGiftView } from './group-gift-api.ts';

type Signature = GroupGiftView['signatures'][number];

/** How long a signature without a voice note stays on the card. */
const SHOW_MS = 4000;

/**
 * The recipient's card (decision 0258): Play shows every signature in turn, its photo and text, and plays its voice
 * note, moving on when the note ends (or after a few seconds without one). Every signature is also listed below.
 */
export default function SignedCard({ signatures }: { signatures: Signature[] }) {
  const { t } = useT('group-gift');
  const [at, setAt] = useState<number | null>(null);
  const [played, setPlayed] = useState(false);
  // how many voice notes of the last play reached their end (not skipped after an error): the card's own check
  const [heard, setHeard] = useState(0);
  const audio = useRef<HTMLAudioElement | null>(null);
  const current = at === null ? null : signatures[at];

  useEffect(() => {
    if (at === null) return;
    const next = () => {
      if (at + 1 < signatures.length) setAt(at + 1);
      else {
        setAt(null);
        setPlayed(true);
      }
    };
    const sig = signatures[at];
    if (sig?.voice && audio.current) {
      const el = audio.current;
      el.onended = () => {
        setHeard((n) => n + 1);
        next();
      };
      el.onerror = next;
      el.play().catch(next);
      return () => {
        el.onended = null;
        el.onerror = null;
        el.pause();
      };
    }
    const id = window.setTimeout(next, SHOW_MS);
    return () => window.clearTimeout(id);
  }, [at, signatures]);

  if (signatures.length === 0) return null;
  return (
    <section className="card gg-card" aria-labelledby="gg-card-title" data-testid="signed-card">
      <h2 id="gg-card-title">{t('card.title', { count: signatures.length })}</h2>
      <div className="gg-card__stage" aria-live="polite">
        {current ? (
          <figure className="gg-card__now" data-testid="signature-now" data-signature={at}>
            <p className="hint">{t('card.step', { n: (at ?? 0) + 1, count: signatures.length })}</p>
            {current.photo && <img src={current.photo} alt={t('card.photoOf', { name: current.name })} className="gg-card__photo" />}
            {current.text && <blockquote className="gg-card__text">{current.text}</blockquote>}
            <figcaption>{t('card.from', { name: current.name })}</figcaption>
            {current.voice && (
              // biome-ignore lint/a11y/useMediaCaption: a friend's voice note; its text is the signature above
              <audio ref={audio} src={current.voice} preload="auto" aria-label={t('card.voiceNote', { name: current.name })} />
            )}
          </figure>
        ) : (
          <Button
            type="button"
            onClick={() => {
              setHeard(0);
              setAt(0);
            }}
            data-testid="play-card"
          >
            {played ? t('card.replay') : t('card.play')}
          </Button>
        )}
      </div>
      <ol className="gg-card__all" data-testid="signature-list" data-played={played ? 'yes' : 'no'} data-voices-heard={heard}>
        {signatures.map((s, i) => (
          <li key={`${s.name}-${i}`} className="gg-card__item">
            <strong>{t('card.from', { name: s.name })}</strong>
            {s.text && <p>{s.text}</p>}
            {s.photo && <img src={s.photo} alt={t('card.photoOf', { name: s.name })} className="gg-card__thumb" />}
            {s.voice && (
              // biome-ignore lint/a11y/useMediaCaption: a friend's voice note; its text is the signature above
              <audio controls src={s.voice} preload="none" aria-label={t('card.voiceNote', { name: s.name })} />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
