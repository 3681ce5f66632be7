import { Trans } from '../../lib/i18n-trans.tsx';
import { useContentHref } from '../../lib/content-href.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/account.ts';

/** "By continuing you agree to our Terms & Conditions and Privacy Policy", with both links. */
export default function LegalLinks() {
  const { t } = useT('account');
  const contentHref = useContentHref();
  return (
    <p className="auth__legal">
      <Trans
        t={t}
        i18nKey="legal.agree"
        // biome-ignore lint/a11y/useAnchorContent: Trans fills each link with its translated text
        components={{ terms: <a href={contentHref('terms-n-conditions')} />, privacy: <a href={contentHref('privacy-policy')} /> }}
      />
    </p>
  );
}
