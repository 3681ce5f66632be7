import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/account.ts';

/** The two password fields of create and reset: enabled at 6 characters each, checked for empty and mismatch. */
export function useNewPassword() {
  const { t } = useT('account');
  const [password, setPassword] = useState('');
  const [retype, setRetype] = useState('');
  const ready = password.length >= 6 && retype.length >= 6;
  /** The local validation dialog to show (title and message), or null when the pair is fine. */
  const problem = (): [string, string] | null => {
    if (!password) return [t('dialogs.passwordEmpty.title'), t('dialogs.passwordEmpty.newMessage')];
    if (!retype) return [t('dialogs.rePasswordEmpty.title'), t('dialogs.rePasswordEmpty.message')];
    if (password !== retype) return [t('dialogs.mismatch.title'), t('dialogs.mismatch.message')];
    return null;
  };
  return { password, setPassword, retype, setRetype, ready, problem };
}
