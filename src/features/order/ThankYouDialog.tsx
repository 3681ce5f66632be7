import { useId, useState } from 'react';
import { cleanThankNote, GIFT_REACTIONS, type GiftReaction, noteLength, THANK_NOTE_MAX } from '../../shared/gift-reply.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/order.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { thankOrder } from './order-api.ts';
import { ReactionIcon } from './ReactionIcon.tsx';
import './gift-replies.css';

export interface ThankYouDialogProps {
  open: boolean;
  orderId: number;
  senderName: string;
  onClose: () => void;
  onThanked: () => void;
}

/**
 * "Say thanks": a labelled note with a live character counter (the limit counts characters as the server does, after
 * cleaning) and reaction buttons that toggle (aria-pressed). Built on the shared Dialog, which traps focus and returns
 * it to the button that opened it.
 */
export function ThankYouDialog({ open, orderId, senderName, onClose, onThanked }: ThankYouDialogProps) {
  const { t } = useT('order');
  const errorText = useErrorText();
  const [note, setNote] = useState('');
  const [reaction, setReaction] = useState<GiftReaction | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const counterId = `${noteId}-counter`;
  const errorId = `${noteId}-error`;
  const length = noteLength(cleanThankNote(note));
  const tooLong = length > THANK_NOTE_MAX;

  const close = () => {
    setError('');
    onClose();
  };

  const send = async () => {
    if (tooLong) return setError(t('reply.tooLong', { max: THANK_NOTE_MAX }));
    if (length === 0 && !reaction) return setError(t('reply.noteOrReaction'));
    setBusy(true);
    setError('');
    try {
      await thankOrder(orderId, note, reaction ?? undefined);
      setNote('');
      setReaction(null);
      onThanked();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t('reply.thankTitle', { name: senderName })}
      onClose={close}
      variant="sheet"
      className="thank-dialog"
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            {t('reply.cancel')}
          </Button>
          <Button onClick={send} busy={busy} data-testid="thank-send">
            {t('reply.send')}
          </Button>
        </>
      }
    >
      <label className="ui-field__label" htmlFor={noteId}>
        {t('reply.noteLabel')}
      </label>
      <textarea
        id={noteId}
        className="gift-reply__note-input"
        value={note}
        rows={4}
        placeholder={t('reply.notePlaceholder', { name: senderName })}
        aria-describedby={[counterId, error ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={tooLong || undefined}
        onChange={(e) => setNote(e.target.value)}
        data-testid="thank-note"
      />
      <p id={counterId} className={`gift-reply__counter${tooLong ? ' gift-reply__counter--over' : ''}`} aria-live="polite">
        {t('reply.counter', { count: length, max: THANK_NOTE_MAX })}
      </p>
      <fieldset className="gift-reply__reactions">
        <legend className="ui-field__label">{t('reply.reactions')}</legend>
        {GIFT_REACTIONS.map((r) => (
          <button
            key={r}
            type="button"
            className="gift-reply__reaction"
            aria-pressed={reaction === r}
            aria-label={t(`reply.reaction.${r}`)}
            title={t(`reply.reaction.${r}`)}
            onClick={() => setReaction(reaction === r ? null : r)}
            data-testid={`reaction-${r}`}
          >
            <ReactionIcon reaction={r} />
          </button>
        ))}
      </fieldset>
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
