import { useId, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/email-gift.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { displayDateTime } from '../../lib/dates.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { readdressOrder } from './order-api.ts';
import type { OrderDetail } from './order-types.ts';

/**
 * A gift sent by e-mail, as its sender sees it (decision 0267): the address and its delivery status (sending,
 * delivered, could not be delivered, opened), and until the gift is opened a form to correct the address.
 */
export function EmailDeliverySection({ order, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  const { t, i18n } = useT('email-gift');
  const errorText = useErrorText();
  const headingId = useId();
  const delivery = order.email_delivery;
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  if (!delivery) return null;

  const when =
    delivery.status === 'opened' ? delivery.opened_date : delivery.status === 'bounced' ? delivery.bounced_date : delivery.sent_date;
  const readdress = async () => {
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setError(t('client.emailInvalid'));
      return;
    }
    setError('');
    setBusy(true);
    try {
      await readdressOrder(order.id, address, i18n.language);
      setDone(t('client.readdressed'));
      setEmail('');
      onChanged();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card order-section" aria-labelledby={headingId} data-testid="email-delivery" data-status={delivery.status}>
      <h2 id={headingId}>{t('client.deliveryLabel', { email: delivery.email })}</h2>
      <p role="status" className={delivery.status === 'bounced' ? 'ui-field__error' : undefined}>
        {t(`client.status.${delivery.status}`)}
        {when ? ` · ${displayDateTime(when)}` : ''}
      </p>
      {done && <p role="status">{done}</p>}
      {order.actions.readdress && (
        <div className="send-phone">
          <Field
            label={t('client.readdressLabel')}
            type="email"
            name="readdress_email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error || undefined}
            data-testid="readdress-email"
          />
          <Button block variant="secondary" onClick={readdress} busy={busy} disabled={busy} data-testid="readdress-send">
            {t('client.readdressButton')}
          </Button>
        </div>
      )}
    </section>
  );
}
