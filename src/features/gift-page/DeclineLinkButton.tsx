import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/gift-page.ts';
import { go } from '../../lib/paths.ts';
import { ConfirmDeclineButton } from '../../components/shop/ConfirmDeclineButton.tsx';
import { declineSharedOrder } from './gift-page-api.ts';

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
  const { t } = useT('gift-page');
  return (
    <ConfirmDeclineButton
      words={{
        button: t('decline.button'),
        title: t('decline.title'),
        message: t('decline.confirm', { name: senderName }),
        no: t('decline.no'),
        yes: t('decline.yes'),
      }}
      decline={() => declineSharedOrder(shareId)}
      beforeConfirm={onDecline}
      onDeclined={() =>
        alert(t('decline.done'), t('decline.doneMessage', { name: senderName }), { tone: 'success', onClose: () => go('home') })
      }
      onFailed={(message) => alert(t('decline.failed'), message)}
      variant="ghost"
      className="redeem-bar__decline"
      testId="decline-link"
      confirmTestId="decline-link-confirm"
    />
  );
}
