import { useEffect, useState } from 'react';
import { $language, type Language } from '../../lib/i18n.ts';
import { useClientStore } from '../../lib/use-client-store.ts';
import { registerServiceWorker, watchConnection } from './app-shell.ts';

interface Props {
  /** the notice in the three languages (the content pages' text module, read at build time) */
  text: Record<Language, string>;
}

/**
 * The installable-app hooks every app page carries, as a small island hydrated after the first paint: registers the
 * service worker and shows a notice while the shop's server cannot be reached.
 */
export default function OfflineNotice({ text }: Props) {
  // English until hydrated, like the prerendered HTML
  const language: Language = useClientStore($language, 'eng');
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    registerServiceWorker();
    return watchConnection(setOffline);
  }, []);
  return (
    <p className="offline-notice" role="status" hidden={!offline}>
      {text[language] ?? text.eng}
    </p>
  );
}
