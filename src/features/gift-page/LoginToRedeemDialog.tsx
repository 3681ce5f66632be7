import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/gift-page.ts';

/** Redeem without a member: log in (and come back), open the app, or cancel. */
export function LoginToRedeemDialog({
  open,
  appLink,
  onLogin,
  onApp,
  onCancel,
}: {
  open: boolean;
  appLink: string;
  onLogin: () => void;
  onApp: () => void;
  onCancel: () => void;
}) {
  const { t } = useT('gift-page');
  return (
    <Dialog
      open={open}
      title={t('loginDialog.title')}
      onClose={onCancel}
      actions={
        <div className="login-redeem__actions">
          <Button block onClick={onLogin}>
            {t('loginDialog.login')}
          </Button>
          <a className="ui-button ui-button--secondary ui-button--block" href={appLink} onClick={onApp} data-testid="app-link">
            {t('loginDialog.app')}
          </a>
          <Button block variant="ghost" onClick={onCancel}>
            {t('loginDialog.cancel')}
          </Button>
        </div>
      }
    >
      <p className="ui-dialog__message">{t('loginDialog.body')}</p>
    </Dialog>
  );
}
