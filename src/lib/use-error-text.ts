import { useCallback } from 'react';
import { ApiCallError } from './api-client.ts';
import { useT } from './i18n.ts';
import '../lib/i18n-eng/errors.ts';

/**
 * The one way a screen words a failure. A refusal with a domain reason is said in the reader's language
 * (locales/<lang>/errors.json); English readers get the server's own message, which can be more precise ("2 tries left").
 * A lost network is said as such; anything else falls back to the server's message, then to a generic line.
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useT('common');
  const { t: te } = useT('errors');
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiCallError) {
        if (error.code === 'network') return t('errors.network');
        if (error.reason && i18n.language !== 'eng') return te(`reasons.${error.reason}` as 'reasons.busy');
        return error.message || t('errors.generic');
      }
      return error instanceof Error && error.message ? error.message : t('errors.generic');
    },
    [t, te, i18n.language],
  );
}
