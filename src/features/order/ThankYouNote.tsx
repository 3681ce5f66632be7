import { isGiftReaction } from '../../shared/gift-reply.ts';
import { displayDateTime } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/order.ts';
import type { OrderDetail } from './order-types.ts';
import { ReactionIcon } from './ReactionIcon.tsx';
import './gift-replies.css';

/**
 * The recipient's thank-you note on the order: to the sender "from <name>", to the recipient as their own. The note is
 * rendered as text (React escapes it), never as HTML.
 */
export function ThankYouNote({ order }: { order: OrderDetail }) {
  const { t } = useT('order');
  const reaction = isGiftReaction(order.thank_reaction) ? order.thank_reaction : null;
  if (!order.thank_note && !reaction) return null;
  const title = order.viewer === 'owner' ? t('reply.noteFrom', { name: order.recipient_name }) : t('reply.yourNote');
  return (
    <section className="card order-section gift-reply" aria-labelledby="thank-note-title" data-testid="thank-note">
      <h2 id="thank-note-title">{title}</h2>
      <div className="gift-reply__note">
        {reaction && (
          <span className="gift-reply__emoji" role="img" aria-label={t(`reply.reaction.${reaction}`)}>
            <ReactionIcon reaction={reaction} size={36} />
          </span>
        )}
        {order.thank_note && <p className="gift-reply__text">{order.thank_note}</p>}
      </div>
      {order.thanked_date && <p className="gift-reply__date">{t('reply.onDate', { date: displayDateTime(order.thanked_date) })}</p>}
    </section>
  );
}
