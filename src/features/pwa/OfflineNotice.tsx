import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $language, type Language } from '../../lib/i18n.ts';
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
  const stored = useStore($language);
  const [hydrated, setHydrated] = useState(false);
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    setHydrated(true);
    registerServiceWorker();
    return watchConnection(setOffline);
  }, []);
  // English until hydrated, like the prerendered HTML
  const language: Language = hydrated ? stored : 'eng';
  return (
    <p className="offline-notice" role="status" hidden={!offline}>
      {text[language] ?? text.eng}
    </p>
  );
}
