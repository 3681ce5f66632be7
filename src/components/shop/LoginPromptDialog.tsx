import { Dialog } from '../ui/Dialog.tsx';
import { Button } from '../ui/Button.tsx';
import { useT } from '../../lib/i18n.ts';
import { href } from '../../lib/paths.ts';
import { rememberOrigin } from '../../lib/route-guard.ts';

/** Spec: a guest adding to cart or sending a card gets "Welcome, please login to continue" with Login and Cancel. */
export default function LoginPromptDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT('common');
  const login = () => {
    rememberOrigin();
    window.location.assign(href('login'));
  };
  return (
    <Dialog
      open={open}
      title={t('guest.welcome')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={login}>{t('actions.login')}</Button>
        </>
      }
    />
  );
}
