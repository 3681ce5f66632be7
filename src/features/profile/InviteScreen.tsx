import { useEffect, useState } from 'react';
import { useErrorText } from '../../lib/use-error-text.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { apiLangKey, LANGUAGES, useT, type Language } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/profile.ts';
import { href } from '../../lib/paths.ts';
import TopBar from '../../components/ui/TopBar.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import GuestPrompt from '../../components/ui/GuestPrompt.tsx';
import SessionPending from '../../components/ui/SessionPending.tsx';
import { loadProfile, type Profile } from './profile-api.ts';
import { useSessionState } from '../../lib/use-session-state.ts';
import { campaignText, loadCampaign, type Campaign } from '../campaign/campaign-api.ts';
import ProgressBar from '../../components/shop/ProgressBar.tsx';
import SafeHtml from '../../components/ui/SafeHtml.tsx';
import { canShare, copyText, registrationLink } from './referral-share.ts';
import '../campaign/campaign.css';
import './invite.css';

/** The invite-a-friend campaign (spec: id 25). */
export const INVITE_CAMPAIGN_ID = 25;

/** /invite-friend: the invite campaign, the progress of its milestones and the referral to copy or share. */
export default function InviteScreen() {
  const { t, i18n } = useT('profile');
  const { t: tc } = useT('common');
  const errorText = useErrorText();
  const session = useSessionState();
  const { alert, dialog } = useAlert();
  const [campaign, setCampaign] = useState<Campaign | null>(null);
  // undefined while it is being read; null when it could not be
  const [profile, setProfile] = useState<Profile | null | undefined>(undefined);
  const [copied, setCopied] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [shareable, setShareable] = useState(false);
  const lang = apiLangKey((LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'eng');

  useEffect(() => {
    if (session.kind !== 'member') return;
    setShareable(canShare());
    loadCampaign(INVITE_CAMPAIGN_ID).then(setCampaign, (e: unknown) => alert(tc('errors.generic'), errorText(e)));
    loadProfile().then(setProfile, () => setProfile(null));
  }, [session.kind, alert, tc, errorText]);

  const shareText = profile
    ? t('invite.shareText', {
        name: profile.name || t('invite.aFriend'),
        code: profile.referral_code,
        link: registrationLink(profile.referral_code),
      })
    : '';

  const copy = async () => {
    if (await copyText(shareText)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } else {
      alert(tc('errors.generic'), t('invite.copyFailed'));
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: t('invite.title'), text: shareText });
    } catch {
      // The shopper closed the share sheet: nothing to do.
    }
  };

  return (
    <>
      <TopBar title={t('invite.title')} back="profile" />
      {session.kind === 'guest' && <GuestPrompt testId="login-prompt" />}
      {session.kind === 'unknown' && (
        <SessionPending testId="login-prompt">
          <div className="invite">
            <div className="skeleton" style={{ height: 240 }} />
          </div>
        </SessionPending>
      )}
      {session.kind === 'member' && (!campaign || profile === undefined) && (
        // one skeleton until both answers are in: the campaign's text above the code card has no height to reserve
        <div className="invite campaign" aria-busy="true">
          <div className="skeleton campaign__image" />
          <div className="campaign__body">
            <div className="skeleton" style={{ height: 240 }} />
          </div>
        </div>
      )}
      {session.kind === 'member' && campaign && profile !== undefined && (
        <div className="invite campaign">
          <img className="campaign__image" src={campaignText(campaign, lang, 'image')} alt="" width={750} height={400} />
          <div className="campaign__body">
            <h2 className="campaign__name">{campaignText(campaign, lang, 'name')}</h2>
            <SafeHtml className="campaign__html" html={campaignText(campaign, lang, 'description')} />

            <section className="card invite-code" aria-labelledby="invite-code-title">
              <h3 id="invite-code-title" className="invite-code__title">
                {t('invite.yourCode')}
              </h3>
              <p className="invite-code__value" data-testid="referral-code">
                {profile?.referral_code ?? '—'}
              </p>
              <p className="invite-code__text" data-testid="share-text">
                {shareText}
              </p>
              <div className="invite-code__actions">
                <Button onClick={() => void copy()} disabled={!profile} data-testid="copy-referral">
                  <Icon name="copy" size={18} strokeWidth={1.8} /> {copied ? t('invite.copied') : t('invite.copy')}
                </Button>
                {shareable && (
                  <Button variant="secondary" onClick={() => void share()} disabled={!profile}>
                    <Icon name="share" size={18} strokeWidth={1.8} /> {t('invite.share')}
                  </Button>
                )}
              </div>
              <p className="visually-hidden" role="status">
                {copied ? t('invite.copied') : ''}
              </p>
            </section>

            {campaign.child_campaign.length > 0 && (
              <section aria-labelledby="invite-rewards-title">
                <h3 id="invite-rewards-title" className="invite-rewards__title">
                  {t('invite.rewardsTitle')}
                </h3>
                <ul className="invite-rewards">
                  {campaign.child_campaign.map((child) => {
                    const name = campaignText(child, lang, 'name');
                    const done = child.campaign_progress.percentage >= 100;
                    return (
                      <li key={child.id} className="card invite-reward" data-testid="invite-milestone">
                        <div className="invite-reward__head">
                          <span className="invite-reward__name">{name}</span>
                          <span className="invite-reward__points">{t('invite.reward')}</span>
                        </div>
                        <ProgressBar
                          percentage={child.campaign_progress.percentage}
                          label={t('invite.progressLabel', { name })}
                          text={t('invite.friendsJoined', {
                            // never "3 of 1 friends joined": a reached milestone shows its target
                            current: Math.min(child.campaign_progress.current, child.campaign_progress.target),
                            target: child.campaign_progress.target,
                            count: child.campaign_progress.target,
                          })}
                        />
                        <div className="invite-reward__foot">
                          {child.is_redeemed ? (
                            <span className="invite-reward__state invite-reward__state--redeemed">{t('invite.redeemed')}</span>
                          ) : done ? (
                            <span className="invite-reward__state">{t('invite.complete')}</span>
                          ) : null}
                          {child.is_redeem && (
                            <a className="ui-button ui-button--primary invite-reward__claim" href={href('campaign', { id: child.id })}>
                              {t('invite.claim')}
                            </a>
                          )}
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </section>
            )}
            {campaign && campaignText(campaign, lang, 'terms_and_conditions') && (
              <Button variant="ghost" className="campaign__terms" onClick={() => setTermsOpen(true)}>
                {t('invite.terms')}
              </Button>
            )}
          </div>
          {campaign && (
            <Dialog
              open={termsOpen}
              title={t('invite.terms')}
              onClose={() => setTermsOpen(false)}
              actions={<Button onClick={() => setTermsOpen(false)}>{tc('actions.close')}</Button>}
            >
              <SafeHtml className="campaign__html" html={campaignText(campaign, lang, 'terms_and_conditions')} />
            </Dialog>
          )}
        </div>
      )}
      {dialog}
    </>
  );
}
