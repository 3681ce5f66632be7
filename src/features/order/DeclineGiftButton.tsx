import { useState } from 'react';
import { useErrorText } from '../../lib/use-error-text.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/orders.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { declineOrder } from './order-api.ts';

export interface DeclineGiftButtonProps {
  orderId: number;
  senderName: string;
  onDeclined: () => void;
  onFailed: (message: string) => void;
}

/** "Decline gift" and its confirmation (the shared Dialog: focus trapped inside, back on the button when it closes). */
export function DeclineGiftButton({ orderId, senderName, onDeclined, onFailed }: DeclineGiftButtonProps) {
  const { t } = useT('orders');
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const decline = async () => {
    setBusy(true);
    try {
      await declineOrder(orderId);
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
      <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="decline-gift">
        {t('reply.decline')}
      </Button>
      <Dialog
        open={confirming}
        title={t('reply.declineTitle')}
        tone="danger"
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('reply.declineNo')}
            </Button>
            <Button variant="danger" onClick={decline} busy={busy} data-testid="decline-confirm">
              {t('reply.declineYes')}
            </Button>
          </>
        }
      >
        <p className="ui-dialog__message">{t('reply.declineConfirm', { name: senderName })}</p>
      </Dialog>
    </>
  );
}
