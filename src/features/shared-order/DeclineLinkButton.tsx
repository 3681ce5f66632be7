import { useState } from 'react';
import { useErrorText } from '../../lib/use-error-text.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/share.ts';
import { go } from '../../lib/paths.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { declineSharedOrder } from './shared-order-api.ts';

export interface DeclineLinkButtonProps {
  shareId: string;
  senderName: string;
  /** before confirming: false when the visitor must sign in first (the caller opens the sign-in prompt) */
  onDecline: () => Promise<boolean>;
  alert: (title: string, message: string, options?: { tone?: 'info' | 'danger' | 'success'; onClose?: () => void }) => void;
}

/**
 * "No thanks" on a gift's link (decision 0241): the link holder may decline before redeeming, after a confirmation;
 * the sender is told and the link says it was declined from then on.
 */
export function DeclineLinkButton({ shareId, senderName, onDecline, alert }: DeclineLinkButtonProps) {
  const { t } = useT('share');
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const decline = async () => {
    setBusy(true);
    try {
      await declineSharedOrder(shareId);
      setConfirming(false);
      alert(t('decline.done'), t('decline.doneMessage', { name: senderName }), { tone: 'success', onClose: () => go('home') });
    } catch (error) {
      setConfirming(false);
      alert(t('decline.failed'), errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        className="redeem-bar__decline"
        onClick={async () => {
          if (await onDecline()) setConfirming(true);
        }}
        data-testid="decline-link"
      >
        {t('decline.button')}
      </Button>
      <Dialog
        open={confirming}
        title={t('decline.title')}
        tone="danger"
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('decline.no')}
            </Button>
            <Button variant="danger" onClick={decline} busy={busy} data-testid="decline-link-confirm">
              {t('decline.yes')}
            </Button>
          </>
        }
      >
        <p className="ui-dialog__message">{t('decline.confirm', { name: senderName })}</p>
      </Dialog>
    </>
  );
}
