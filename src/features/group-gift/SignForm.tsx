import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/group-gift.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { SIGNATURE_MAX_CHARS } from '../../shared/api/schemas/group-gift.ts';
import { type GiftAddress, signGroupGift } from './group-gift-api.ts';
import VoiceRecorder from './VoiceRecorder.tsx';

/** Sign the card: a message of at most 280 characters, an optional photo and an optional voice note (decision 0258). */
export default function SignForm({ at, onSigned }: { at: GiftAddress; onSigned: () => void }) {
  const { t } = useT('group-gift');
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [voice, setVoice] = useState<Blob | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await signGroupGift(at, text.trim(), photo, voice);
      setDone(true);
      onSigned();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card gg-form" onSubmit={submit} aria-labelledby="gg-sign" data-testid="sign-form">
      <h2 id="gg-sign">{t('sign.title')}</h2>
      <label className="ui-field__label" htmlFor="gg-text">
        {t('sign.text')}
      </label>
      <textarea
        id="gg-text"
        className="gg-textarea"
        maxLength={SIGNATURE_MAX_CHARS}
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby="gg-text-count"
        data-testid="sign-text"
      />
      <p id="gg-text-count" className="hint">
        {t('sign.counter', { count: text.length })}
      </p>
      <label className="ui-field__label" htmlFor="gg-photo">
        {t('sign.photo')}
      </label>
      <input
        id="gg-photo"
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
      />
      <VoiceRecorder onChange={setVoice} />
      {error && (
        <p className="gg-error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p role="status" data-testid="sign-done">
          {t('sign.done')}
        </p>
      )}
      <Button type="submit" block disabled={busy || (!text.trim() && !photo && !voice)} data-testid="sign-submit">
        {t('sign.submit')}
      </Button>
    </form>
  );
}
