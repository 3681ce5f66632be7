import { useEffect } from 'react';
import { tokenIsValid } from '../../lib/api-client.ts';
import { logout } from './account-api.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/account.ts';
import { href } from '../../lib/paths.ts';
import { $authAPI, clearMemberData } from '../../lib/session-store.ts';
import './account.css';

/** /logout: unbinds the token on the server, clears the stored member, then goes to /login. */
export default function LogoutScreen() {
  const { t } = useT('account');
  useEffect(() => {
    // The server call may fail (offline, token already unbound): the local logout happens regardless.
    const unbind = tokenIsValid($authAPI.get()) ? logout().catch(() => undefined) : Promise.resolve();
    void unbind.finally(() => {
      clearMemberData();
      window.location.replace(href('login'));
    });
  }, []);
  return (
    <div className="auth__center" role="status">
      <h1 className="auth__title">{t('logout.title')}</h1>
      <p>{t('logout.body')}</p>
    </div>
  );
}
