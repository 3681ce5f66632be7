import { useEffect, useState } from 'react';
import { formatPrefixedPhone } from '../../shared/phone.ts';
import { $basketCount } from '../../lib/session-store.ts';
import { LANGUAGES, useT, type Language } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/profile.ts';
import { href } from '../../lib/paths.ts';
import { useContentHref } from '../../lib/content-href.ts';
import Avatar from '../../components/shop/Avatar.tsx';
import { Icon, type IconName } from '../../components/ui/Icon.tsx';
import LanguageDialog from './LanguageDialog.tsx';
import GuestPrompt from '../../components/ui/GuestPrompt.tsx';
import SessionPending from '../../components/ui/SessionPending.tsx';
import { loadProfile, type Profile } from './profile-api.ts';
import { useMounted, useSessionState } from '../../lib/use-session-state.ts';
import './profile.css';
import { useClientStore } from '../../lib/use-client-store.ts';

function MenuLink({ to, icon, label, trailing }: { to: string; icon: IconName; label: string; trailing?: string }) {
  return (
    <li>
      <a className="profile-menu__item" href={to}>
        <Icon name={icon} size={22} strokeWidth={1.8} />
        <span className="profile-menu__label">{label}</span>
        {trailing && <span className="profile-menu__trailing">{trailing}</span>}
        <Icon name="forward" size={18} strokeWidth={1.8} />
      </a>
    </li>
  );
}

/** /profile: the member card, the shortcuts of the account and the language choice; guests see the login prompt. */
export default function ProfileScreen() {
  const { t } = useT('profile');
  const { t: tc, i18n } = useT('common');
  const contentHref = useContentHref();
  const session = useSessionState();
  const mounted = useMounted();
  const member = session.kind === 'member';
  const basket = useClientStore($basketCount, 0);
  // the shown language, not the stored one: it is 'eng' in the prerendered HTML and follows the store after hydration.
  const lang: Language = mounted && (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'eng';
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);
  const [languageOpen, setLanguageOpen] = useState(false);

  useEffect(() => {
    if (!member) return;
    loadProfile().then(setProfile, () => setFailed(true));
  }, [member]);

  const showBadge = mounted && member && basket > 0;
  return (
    <>
      <header className="topbar">
        <span style={{ minWidth: 44 }} />
        <h1>{t('title')}</h1>
        <a
          href={href('basket')}
          aria-label={showBadge ? tc('home.basketCount', { count: basket }) : tc('home.basket')}
          data-testid="basket-link"
          className="profile-basket"
        >
          <Icon name="cart" size={26} strokeWidth={1.8} />
          {showBadge && (
            <span className="badge" data-testid="basket-badge">
              {basket}
            </span>
          )}
        </a>
      </header>
      {session.kind === 'unknown' && (
        <SessionPending testId="login-prompt">
          <div className="profile">
            <div className="skeleton" style={{ height: 96 }} />
          </div>
        </SessionPending>
      )}
      {session.kind === 'guest' && <GuestPrompt testId="login-prompt" />}
      {member && (
        <div className="profile">
          <section className="card profile-card" aria-label={t('cardLabel')} data-testid="profile-card">
            {profile ? (
              <>
                <Avatar name={profile.name} src={profile.profile_picture} size={64} />
                <div className="profile-card__text">
                  <p className="profile-card__name">{profile.name || t('noName')}</p>
                  <p className="profile-card__meta">{formatPrefixedPhone(profile.phone_prefix, profile.phone_number)}</p>
                  {profile.email && <p className="profile-card__meta">{profile.email}</p>}
                </div>
                <a className="profile-card__edit" href={href('profile-edit')} aria-label={t('menu.edit')}>
                  <Icon name="edit" size={22} strokeWidth={1.8} />
                </a>
              </>
            ) : failed ? (
              <p className="profile-card__meta">{tc('errors.generic')}</p>
            ) : (
              <div className="skeleton" style={{ height: 64, width: '100%' }} />
            )}
          </section>
          {!failed && (
            // laid out before the profile arrives, so the menus below never move (layout shift)
            <dl className="profile-stats" aria-busy={!profile}>
              <div>
                <dt>{t('points')}</dt>
                <dd>{profile ? profile.points.toLocaleString('en-US') : '…'}</dd>
              </div>
              <div>
                <dt>{t('referralCode')}</dt>
                <dd>{profile ? profile.referral_code : '…'}</dd>
              </div>
            </dl>
          )}

          <nav aria-label={t('ordersTitle')} className="card profile-orders">
            <h2 className="profile-section-title">{t('ordersTitle')}</h2>
            <ul>
              <li>
                <a href={href('order-topay')}>
                  <Icon name="pay" size={22} strokeWidth={1.8} />
                  <span>{t('orders.toPay')}</span>
                </a>
              </li>
              <li>
                <a href={href('order-mypurchases')}>
                  <Icon name="bag" size={22} strokeWidth={1.8} />
                  <span>{t('orders.purchases')}</span>
                </a>
              </li>
              <li>
                <a href={href('order-received')}>
                  <Icon name="gift" size={22} strokeWidth={1.8} />
                  <span>{t('orders.received')}</span>
                </a>
              </li>
              <li>
                <a href={href('order-mypurchases', { status: 'sent' })}>
                  <Icon name="send" size={22} strokeWidth={1.8} />
                  <span>{t('orders.sent')}</span>
                </a>
              </li>
            </ul>
          </nav>

          <nav aria-label={t('accountTitle')} className="card">
            <ul className="profile-menu">
              <MenuLink to={href('udollar-list')} icon="wallet" label={t('menu.udollar')} />
              <MenuLink
                to={href('friends')}
                icon="friends"
                label={t('menu.friends')}
                trailing={profile ? String(profile.total_friends) : undefined}
              />
              <MenuLink to={href('invite-friend')} icon="invite" label={t('menu.invite')} />
              <MenuLink to={href('business-gifts')} icon="gift" label={t('menu.businessGifts')} />
              <MenuLink to={href('profile-edit')} icon="edit" label={t('menu.edit')} />
              <li>
                <button type="button" className="profile-menu__item" onClick={() => setLanguageOpen(true)} data-testid="language-button">
                  <Icon name="globe" size={22} strokeWidth={1.8} />
                  <span className="profile-menu__label">{t('menu.language')}</span>
                  <span className="profile-menu__trailing">{tc(`language.${lang}`)}</span>
                  <Icon name="forward" size={18} strokeWidth={1.8} />
                </button>
              </li>
              <MenuLink to={contentHref('contact-us')} icon="contact" label={t('menu.contact')} />
              <li>
                <a className="profile-menu__item profile-menu__item--danger" href={href('logout')}>
                  <Icon name="logout" size={22} strokeWidth={1.8} />
                  <span className="profile-menu__label">{t('menu.logout')}</span>
                </a>
              </li>
            </ul>
          </nav>
        </div>
      )}
      {session.kind === 'guest' && (
        <div className="profile profile--guest">
          <button
            type="button"
            className="ui-button ui-button--secondary ui-button--block"
            onClick={() => setLanguageOpen(true)}
            data-testid="language-button"
          >
            <Icon name="globe" size={22} strokeWidth={1.8} /> {t('menu.language')}: {tc(`language.${lang}`)}
          </button>
        </div>
      )}
      <LanguageDialog open={languageOpen} onClose={() => setLanguageOpen(false)} />
    </>
  );
}
