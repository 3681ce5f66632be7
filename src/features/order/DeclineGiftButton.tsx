import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/order.ts';
import { ConfirmDeclineButton } from '../../components/shop/ConfirmDeclineButton.tsx';
import { declineOrder } from './order-api.ts';

export interface DeclineGiftButtonProps {
  orderId: number;
  senderName: string;
  onDeclined: () => void;
  onFailed: (message: string) => void;
}

/** "Decline gift" on a received order, with its confirmation. */
export function DeclineGiftButton({ orderId, senderName, onDeclined, onFailed }: DeclineGiftButtonProps) {
  const { t } = useT('order');
  return (
    <ConfirmDeclineButton
      words={{
        button: t('reply.decline'),
        title: t('reply.declineTitle'),
        message: t('reply.declineConfirm', { name: senderName }),
        no: t('reply.declineNo'),
        yes: t('reply.declineYes'),
      }}
      decline={() => declineOrder(orderId)}
      onDeclined={onDeclined}
      onFailed={onFailed}
      testId="decline-gift"
      confirmTestId="decline-confirm"
    />
  );
}
