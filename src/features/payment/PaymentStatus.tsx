import { useCallback, useEffect, useState } from 'react';
import { cashierUrl, detailOrder, type OrderDetail } from '../order/order-api.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { useErrorText } from '../../lib/use-error-text.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Toast } from '../../components/ui/Toast.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/checkout.ts';
import '../../lib/i18n-eng/payment.ts';
import '../../lib/i18n-eng/order.ts';
import { formatMoney } from '../../shared/money.ts';
import { href, queryParam } from '../../lib/paths.ts';
import { shareOrCopy } from '../../lib/share-or-copy.ts';
import { useRequireMember } from '../../lib/route-guard.ts';
import TopBar from '../../components/ui/TopBar.tsx';
import { SendToFriendsDialog } from '../order/SendToFriendsDialog.tsx';
import { deliverAtText } from '../../lib/gift-words.ts';
import { formatPhone } from '../../shared/phone.ts';
import { celebrate } from '../../lib/celebrate.ts';
import './payment.css';

const PAID = ['Paid', 'Campaign Redemption'];

/**
 * /payment-status?id=: Payment Success with the Phrase of The Day; Sent Success for a gifted order; Payment Failed for
 * Pending (with Pay Now); for a paid order neither Gifted nor Self-Use, "Gift it to a friend" with the share link copy
 * and the Ugift Friends picker. Always View Order and Back to Home. Confetti on success.
 */
export default function PaymentStatus() {
  const user = useRequireMember();
  const { t } = useT('payment');
  const { t: tk } = useT('checkout');
  const { t: to } = useT('order');
  const errorText = useErrorText();
  const { alert, dialog } = useAlert();
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const [picker, setPicker] = useState<'now' | 'later' | null>(null);
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState('');
  const id = queryParam('id');

  const load = useCallback(async () => {
    try {
      setOrder(await detailOrder(id));
    } catch {
      setMissing(true);
    }
  }, [id]);

  useEffect(() => {
    if (!user) return;
    if (!/^\d+$/.test(id)) {
      setMissing(true);
      return;
    }
    void load();
  }, [user, id, load]);

  const paid = !!order && PAID.includes(order.payment_status);
  useEffect(() => {
    if (paid) void celebrate();
  }, [paid]);

  const shareLink = order?.share_id ? `${window.location.origin}${href('giftcard-share', { id: order.share_id })}` : '';
  const copy = async () => {
    const result = await shareOrCopy({ title: t('giftTitle'), text: t('shareText', { name: order?.member_name ?? '' }), url: shareLink });
    if (result === 'copied') setToast(t('copied'));
  };

  const payAgain = async () => {
    setBusy(true);
    try {
      window.location.assign(await cashierUrl(order!.id));
    } catch (e) {
      setBusy(false);
      alert(tk('errors.cashier'), errorText(e));
    }
  };

  const header = <TopBar title={t('title')} back="home" />;
  const actions = (
    <div className="pay-status__actions">
      {order && (
        <a
          className="ui-button ui-button--secondary ui-button--block"
          href={href('order-details', { id: order.id })}
          data-testid="view-order"
        >
          {t('viewOrder')}
        </a>
      )}
      <a className="ui-button ui-button--ghost ui-button--block" href={href('home')}>
        {t('backHome')}
      </a>
    </div>
  );
  if (missing)
    return (
      <>
        {header}
        <div className="pay-status">
          <p>{t('notFound')}</p>
          {actions}
        </div>
      </>
    );
  if (!order)
    return (
      <>
        {header}
        <div className="pay-status" aria-busy="true">
          <div className="skeleton" style={{ height: 260 }} />
        </div>
      </>
    );

  // the gift's one state (decision 0241): once it has left (sent, scheduled, waiting for a phone) nothing offers to send
  // it again; its order page can take it back
  const state = order.gift_state;
  const gifted = ['sent', 'opened', 'redeemed'].includes(state);
  const onItsWay = state === 'scheduled' || state === 'waiting';
  const giftable = paid && ['draft', 'declined', 'taken_back'].includes(state) && order.actions.send && !!order.share_id;
  const tt = to as (key: string, options?: Record<string, unknown>) => string;
  const title = gifted ? t('sent') : state === 'scheduled' ? t('scheduledTitle') : state === 'waiting' ? t('waitingTitle') : t('success');
  return (
    <>
      {header}
      <div className="pay-status" data-testid="payment-status">
        {paid ? (
          <>
            <div className="pay-status__icon pay-status__icon--ok" aria-hidden="true">
              <Icon name="check" size={48} strokeWidth={2.4} />
            </div>
            <h2 data-testid="status-title">{title}</h2>
            {gifted || onItsWay ? (
              gifted && <p>{t('sentTo', { name: order.recipient_name })}</p>
            ) : (
              <>
                <p className="hint">{t('orderNo', { no: order.order_no })}</p>
                {order.order_amount !== undefined && (
                  <p className="hint">{t('amount', { amount: formatMoney(order.order_amount, order.currency) })}</p>
                )}
                {order.phrase && (
                  <section className="phrase" aria-labelledby="phrase-title">
                    <h3 id="phrase-title">{t('phrase')}</h3>
                    <p data-testid="phrase">{order.phrase}</p>
                  </section>
                )}
              </>
            )}
            {state === 'scheduled' && !!order.deliver_at && (
              <p className="gift-delivery-note" data-testid="scheduled-for">
                {to('delivery.scheduledFor', { date: deliverAtText(tt, order.deliver_at) })}
              </p>
            )}
            {state === 'waiting' && order.recipient_phone && (
              <p className="gift-delivery-note" data-testid="waiting-for">
                {to('delivery.waitingFor', { phone: formatPhone(order.recipient_phone) })}
              </p>
            )}
            {giftable && (
              <section className="card pay-status__gift" aria-labelledby="gift-title">
                <h3 id="gift-title">{t('giftTitle')}</h3>
                <p>{t('giftBody')}</p>
                <div className="pay-status__gift-actions">
                  <Button variant="secondary" onClick={copy} data-testid="copy-link">
                    {t('copyLink')}
                  </Button>
                  <Button onClick={() => setPicker('now')} data-testid="open-friends">
                    {t('friends')}
                  </Button>
                  <Button variant="secondary" onClick={() => setPicker('later')} data-testid="open-schedule">
                    {to('delivery.later')}
                  </Button>
                </div>
              </section>
            )}
          </>
        ) : (
          <>
            <div className="pay-status__icon pay-status__icon--fail" aria-hidden="true">
              <Icon name="close" size={44} strokeWidth={2.4} />
            </div>
            <h2 data-testid="status-title">{t('failed')}</h2>
            <p>{order.payment_status === 'Pending' ? t('failedBody') : t('cancelled')}</p>
            {order.payment_status === 'Pending' && (
              <Button block onClick={payAgain} busy={busy} data-testid="pay-again">
                {t('payAgain')}
              </Button>
            )}
          </>
        )}
        {actions}
      </div>
      {giftable && (
        <SendToFriendsDialog
          open={picker !== null}
          initialWhen={picker ?? 'now'}
          orderId={order.id}
          shareId={order.share_id ?? ''}
          senderName={order.member_name}
          onClose={() => setPicker(null)}
          onSent={(title, message) => {
            setPicker(null);
            // the page shows the sent gift at once, behind the dialog that says so
            void load();
            alert(title, message, { tone: 'success' });
          }}
          onFailed={(message) => {
            setPicker(null);
            alert(t('sendFailed'), message);
          }}
        />
      )}
      <Toast message={toast} onDone={() => setToast('')} />
      {dialog}
    </>
  );
}
