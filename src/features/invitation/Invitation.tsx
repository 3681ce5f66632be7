import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useContentHref } from '../../lib/content-href.ts';
import '../../lib/i18n-eng/invitation.ts';
import { href, queryParam } from '../../lib/paths.ts';
import { isWeChat } from '../../lib/in-app-browser.ts';
import { StoreBadges } from './StoreBadges.tsx';
import { APP_STORE_URL, PLAY_STORE_URL, appInviteLink, mobilePlatform } from './store-links.ts';
import './invitation.css';

type Mode = { kind: 'page' } | { kind: 'wechat' } | { kind: 'opening'; target: string };

/**
 * /invitation?id=&referral=&source=: the app download landing page. On a phone it opens the store listing, or the
 * app itself (custom link with the referral) when a referral is given; inside WeChat it asks for the phone's browser.
 */
export default function Invitation() {
  const { t } = useT('invitation');
  const contentHref = useContentHref();
  const [mode, setMode] = useState<Mode>({ kind: 'page' });
  const [referral, setReferral] = useState('');

  useEffect(() => {
    const ua = navigator.userAgent;
    const code = queryParam('referral').trim();
    setReferral(code);
    if (isWeChat(ua)) {
      setMode({ kind: 'wechat' });
      return;
    }
    const platform = mobilePlatform(ua);
    if (!platform) return;
    const target = code ? appInviteLink(code, queryParam('id')) : platform === 'ios' ? APP_STORE_URL : PLAY_STORE_URL;
    setMode({ kind: 'opening', target });
    window.location.assign(target);
  }, []);

  return (
    <div className="invitation">
      {mode.kind === 'wechat' && (
        <div className="invitation__wechat" role="alert" data-testid="wechat-notice">
          <svg
            viewBox="0 0 48 48"
            width="40"
            height="40"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M30 6h12v12M42 6L24 24M36 28v12a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V14a2 2 0 0 1 2-2h12" />
          </svg>
          <p className="invitation__wechat-title">{t('wechat.title')}</p>
          <p>{t('wechat.hint')}</p>
        </div>
      )}
      <img className="invitation__art" src={href('demo/banners/invite-friends.svg')} alt="" width={600} height={300} />
      <h1>{t('title')}</h1>
      <p className="invitation__promo">{t('promo')}</p>
      <ul className="invitation__points">
        <li>{t('points.one')}</li>
        <li>{t('points.two')}</li>
        <li>{t('points.three')}</li>
      </ul>
      {referral && (
        <p className="invitation__referral" data-testid="referral">
          {t('referral', { code: referral })}
        </p>
      )}
      {mode.kind === 'opening' && (
        <p className="invitation__opening" role="status">
          <a href={mode.target} data-testid="opening-link">
            {t('opening')}
          </a>
        </p>
      )}
      <h2 className="invitation__stores">{t('stores')}</h2>
      <StoreBadges appStoreLabel={t('appStore')} playLabel={t('googlePlay')} />
      <a className="invitation__privacy" href={contentHref('privacy-policy')}>
        {t('privacy')}
      </a>
    </div>
  );
}
