import { useState } from 'react';
import { cancelOrder as cancelOrderCall, cashierUrl } from './order-api.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/orders.ts';
import { href } from '../../lib/paths.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import type { OrderDetail } from './order-types.ts';

export interface ActionBarProps {
  order: OrderDetail;
  onSend: () => void;
  onCancelled: () => void;
  alert: (title: string, message: string, options?: { tone?: 'info' | 'danger' | 'success'; onClose?: () => void }) => void;
}

/**
 * The spec's action bar: Pending -> Pay (the cashier) and Cancel Order (after a confirmation);
 * Paid and not given -> View Voucher and "Send to friends"; the recipient -> View Voucher.
 */
export function OrderActionBar({ order, onSend, onCancelled, alert }: ActionBarProps) {
  const { t } = useT('orders');
  const { t: tc } = useT('common');
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const { pay, cancel, send, view_voucher: viewVoucher } = order.actions;
  if (!pay && !cancel && !send && !viewVoucher) return null;

  const toCashier = async () => {
    setBusy('pay');
    try {
      window.location.assign(await cashierUrl(order.id));
    } catch (error) {
      setBusy(null);
      alert(t('cashierFailed'), errorText(error));
    }
  };

  const cancelOrder = async () => {
    setConfirming(false);
    setBusy('cancel');
    try {
      await cancelOrderCall(order.id);
      // The dialog's title says it; the message says what follows (issue 19: the title was repeated as the message).
      alert(t('cancel.done'), t('cancel.doneMessage'), { tone: 'success', onClose: onCancelled });
    } catch (error) {
      alert(t('cancel.failed'), errorText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="order-actions" data-testid="order-actions">
      {cancel && (
        <Button variant="secondary" onClick={() => setConfirming(true)} busy={busy === 'cancel'}>
          {t('actions.cancelOrder')}
        </Button>
      )}
      {pay && (
        <Button onClick={toCashier} busy={busy === 'pay'}>
          {t('actions.pay')}
        </Button>
      )}
      {viewVoucher && (
        <a className={`ui-button ui-button--${send ? 'secondary' : 'primary'}`} href={href('view-vouchers', { id: order.id })}>
          {t('actions.viewVoucher')}
        </a>
      )}
      {send && <Button onClick={onSend}>{t('actions.sendToFriends')}</Button>}
      <Dialog
        open={confirming}
        title={t('actions.cancelOrder')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {tc('actions.no')}
            </Button>
            <Button variant="danger" onClick={cancelOrder}>
              {tc('actions.yes')}
            </Button>
          </>
        }
      >
        <p className="ui-dialog__message">{t('cancel.confirm')}</p>
      </Dialog>
    </div>
  );
}
