import { useState } from 'react';
import { displayDateTime } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/order.ts';
import { go } from '../../lib/paths.ts';
import { Button } from '../../components/ui/Button.tsx';
import { DeclineGiftButton } from './DeclineGiftButton.tsx';
import { SwapGiftSheet } from './SwapGiftSheet.tsx';
import { PickGiftCard } from './PickGiftCard.tsx';
import { ThankYouDialog } from './ThankYouDialog.tsx';
import { ThankYouNote } from './ThankYouNote.tsx';
import type { OrderDetail } from './order-types.ts';
import './gift-replies.css';

export interface GiftRepliesProps {
  order: OrderDetail;
  /** the order changed (thanked): load it again */
  onChanged: () => void;
  alert: (title: string, message: string, options?: { tone?: 'info' | 'danger' | 'success'; onClose?: () => void }) => void;
}

/**
 * The recipient's answers to a gift on its order details (decision 0210): the thank-you note, "Declined by"
 * for the sender, and the recipient's "Say thanks", "Swap for something else" (decision 0265) and "Decline gift".
 */
export function GiftReplies({ order, onChanged, alert }: GiftRepliesProps) {
  const { t } = useT('order');
  const [thanking, setThanking] = useState(false);
  const { thank, decline, swap, pick } = order.actions;
  return (
    <>
      <ThankYouNote order={order} />
      {order.viewer === 'recipient' && pick && <PickGiftCard orderId={order.id} senderName={order.member_name} alert={alert} />}
      {order.declined_by_name && (
        <section className="card order-section gift-reply gift-reply--declined" aria-labelledby="gift-declined" data-testid="gift-declined">
          <h2 id="gift-declined">{t('reply.declinedBy', { name: order.declined_by_name, date: displayDateTime(order.declined_date) })}</h2>
          <p>{t('reply.declinedHint')}</p>
        </section>
      )}
      {order.viewer === 'recipient' && (thank || decline || swap) && (
        <div className="card order-section gift-reply__actions" data-testid="gift-reply-actions">
          {thank && (
            <Button onClick={() => setThanking(true)} data-testid="say-thanks">
              {t('reply.sayThanks')}
            </Button>
          )}
          {swap && <SwapGiftSheet orderId={order.id} senderName={order.member_name} alert={alert} />}
          {decline && (
            <DeclineGiftButton
              orderId={order.id}
              senderName={order.member_name}
              onDeclined={() =>
                alert(t('reply.declined'), t('reply.declinedMessage', { name: order.member_name }), {
                  tone: 'success',
                  onClose: () => go('order-received'),
                })
              }
              onFailed={(message) => alert(t('reply.declineFailed'), message, { onClose: onChanged })}
            />
          )}
          {thank && (
            <ThankYouDialog
              open={thanking}
              orderId={order.id}
              senderName={order.member_name}
              onClose={() => setThanking(false)}
              onThanked={() => {
                setThanking(false);
                alert(t('reply.sent'), t('reply.sentMessage', { name: order.member_name }), { tone: 'success', onClose: onChanged });
              }}
            />
          )}
        </div>
      )}
    </>
  );
}
