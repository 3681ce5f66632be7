import { useState } from 'react';
import { cancelOrder as cancelOrderCall, cashierUrl, rescheduleOrder, unsendOrder } from './order-api.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/order.ts';
import { href } from '../../lib/paths.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { deliverAtBounds, deliverAtSeconds, deviceZoneLabel, toLocalInput } from '../../lib/deliver-time.ts';
import { deliverAtText } from '../../lib/gift-words.ts';
import type { OrderDetail } from './order-types.ts';
import './gift-delivery.css';

export interface ActionBarProps {
  order: OrderDetail;
  onSend: () => void;
  onCancelled: () => void;
  /** the order changed (taken back, rescheduled): load it again */
  onChanged?: () => Promise<void> | void;
  alert: (title: string, message: string, options?: { tone?: 'info' | 'danger' | 'success'; onClose?: () => void }) => void;
}

/**
 * The spec's action bar: Pending -> Pay (the cashier) and Cancel Order (after a confirmation);
 * Paid and not given -> View Voucher and "Send to friends"; the recipient -> View Voucher.
 * A gift on its way -> Take back (after a confirmation, then Send again) and, when scheduled, Change time.
 */
export function OrderActionBar({ order, onSend, onCancelled, onChanged, alert }: ActionBarProps) {
  const { t } = useT('order');
  const { t: tc } = useT('common');
  const tt = t as (key: string, options?: Record<string, unknown>) => string;
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState<'cancel' | 'unsend' | 'reschedule' | 'sendAgain' | null>(null);
  const [busy, setBusy] = useState<'pay' | 'cancel' | 'unsend' | 'reschedule' | null>(null);
  const [newTime, setNewTime] = useState('');
  const [timeError, setTimeError] = useState('');
  const { pay, cancel, send, view_voucher: viewVoucher, unsend, reschedule } = order.actions;
  if (!pay && !cancel && !send && !viewVoucher && !unsend && !reschedule && confirming === null) return null;

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
    setConfirming(null);
    setBusy('cancel');
    try {
      await cancelOrderCall(order.id);
      // The dialog's title says it; the message says what follows (the title was repeated as the message).
      alert(t('cancel.done'), t('cancel.doneMessage'), { tone: 'success', onClose: onCancelled });
    } catch (error) {
      alert(t('cancel.failed'), errorText(error));
    } finally {
      setBusy(null);
    }
  };

  const takeBack = async () => {
    setConfirming(null);
    setBusy('unsend');
    try {
      await unsendOrder(order.id);
      await onChanged?.();
      setConfirming('sendAgain');
    } catch (error) {
      alert(t('delivery.takeBackFailed'), errorText(error));
    } finally {
      setBusy(null);
    }
  };

  const openReschedule = () => {
    setNewTime(order.deliver_at ? toLocalInput(new Date(order.deliver_at * 1000)) : '');
    setTimeError('');
    setConfirming('reschedule');
  };

  const saveTime = async () => {
    const seconds = deliverAtSeconds(newTime);
    if (seconds === null) {
      setTimeError(t('delivery.deliverAtInvalid'));
      return;
    }
    setBusy('reschedule');
    try {
      await rescheduleOrder(order.id, seconds);
      setConfirming(null);
      await onChanged?.();
      alert(t('delivery.rescheduled'), t('delivery.rescheduledMessage', { date: deliverAtText(tt, seconds) }), { tone: 'success' });
    } catch (error) {
      setConfirming(null);
      alert(t('delivery.rescheduleFailed'), errorText(error));
    } finally {
      setBusy(null);
    }
  };

  const bounds = deliverAtBounds();
  return (
    <div className="order-actions" data-testid="order-actions">
      {cancel && (
        <Button variant="secondary" onClick={() => setConfirming('cancel')} busy={busy === 'cancel'}>
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
      {reschedule && (
        <Button variant="secondary" onClick={openReschedule} busy={busy === 'reschedule'} data-testid="change-time">
          {t('delivery.changeTime')}
        </Button>
      )}
      {unsend && (
        // a destructive action is never the main call to action (decision 0241): outlined, as wide as its words
        <Button
          variant="secondary"
          className="order-actions__take-back"
          onClick={() => setConfirming('unsend')}
          busy={busy === 'unsend'}
          data-testid="take-back"
        >
          {t('delivery.takeBack')}
        </Button>
      )}
      {send && <Button onClick={onSend}>{t('actions.sendToFriends')}</Button>}
      <Dialog
        open={confirming === 'cancel'}
        title={t('actions.cancelOrder')}
        onClose={() => setConfirming(null)}
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
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
      <Dialog
        open={confirming === 'unsend'}
        title={t('delivery.takeBackTitle')}
        tone="danger"
        onClose={() => setConfirming(null)}
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              {t('delivery.keep')}
            </Button>
            <Button variant="danger" onClick={takeBack} data-testid="confirm-take-back">
              {t('delivery.yesTakeBack')}
            </Button>
          </>
        }
      >
        <p className="ui-dialog__message">
          {order.order_status === 'Scheduled' ? t('delivery.takeBackConfirmScheduled') : t('delivery.takeBackConfirm')}
        </p>
      </Dialog>
      <Dialog
        open={confirming === 'sendAgain'}
        title={t('delivery.takenBack')}
        tone="success"
        onClose={() => setConfirming(null)}
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              {t('send.close')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(null);
                onSend();
              }}
              data-testid="send-again"
            >
              {t('delivery.sendAgain')}
            </Button>
          </>
        }
      >
        <p className="ui-dialog__message">{t('delivery.takenBackMessage')}</p>
      </Dialog>
      <Dialog
        open={confirming === 'reschedule'}
        title={t('delivery.changeTimeTitle')}
        onClose={() => setConfirming(null)}
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              {t('delivery.cancel')}
            </Button>
            <Button onClick={saveTime} busy={busy === 'reschedule'} data-testid="save-time">
              {t('delivery.save')}
            </Button>
          </>
        }
      >
        <Field
          label={t('delivery.deliverAt')}
          type="datetime-local"
          name="deliver_at"
          value={newTime}
          min={bounds.min}
          max={bounds.max}
          onChange={(e) => setNewTime(e.target.value)}
          hint={t('delivery.zoneHint', { zone: deviceZoneLabel() })}
          error={timeError || undefined}
        />
      </Dialog>
    </div>
  );
}
