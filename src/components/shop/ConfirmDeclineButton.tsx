import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { useErrorText } from '../../lib/use-error-text.ts';

/** The words of a decline and its confirmation, in the caller's namespace. */
export interface DeclineWords {
  button: string;
  title: string;
  message: string;
  no: string;
  yes: string;
}

export interface ConfirmDeclineButtonProps {
  words: DeclineWords;
  /** the call that declines; throws a refusal on failure */
  decline: () => Promise<unknown>;
  onDeclined: () => void;
  onFailed: (message: string) => void;
  /** before the confirmation opens: false keeps it closed (a guest signs in first) */
  beforeConfirm?: () => Promise<boolean>;
  variant?: 'secondary' | 'ghost';
  className?: string;
  testId: string;
  confirmTestId: string;
}

/**
 * Declining a gift, the one way (decision 0241): a button, then a confirmation in the shared Dialog (focus trapped
 * inside, back on the button when it closes); the recipient's order screen and the gift's link page both use it.
 */
export function ConfirmDeclineButton({
  words,
  decline,
  onDeclined,
  onFailed,
  beforeConfirm,
  variant = 'secondary',
  className,
  testId,
  confirmTestId,
}: ConfirmDeclineButtonProps) {
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await decline();
      setConfirming(false);
      onDeclined();
    } catch (error) {
      setConfirming(false);
      onFailed(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant={variant}
        className={className}
        onClick={async () => {
          if (!beforeConfirm || (await beforeConfirm())) setConfirming(true);
        }}
        data-testid={testId}
      >
        {words.button}
      </Button>
      <Dialog
        open={confirming}
        title={words.title}
        tone="danger"
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {words.no}
            </Button>
            <Button variant="danger" onClick={confirm} busy={busy} data-testid={confirmTestId}>
              {words.yes}
            </Button>
          </>
        }
      >
        <p className="ui-dialog__message">{words.message}</p>
      </Dialog>
    </>
  );
}
