import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/evoucher.ts';
import { href } from '../../lib/paths.ts';
import type { WalletFilter } from '../../shared/api/schemas/evoucher.ts';
import { Button } from '../../components/ui/Button.tsx';
import GuestPrompt from '../../components/ui/GuestPrompt.tsx';
import SessionPending from '../../components/ui/SessionPending.tsx';
import ListSkeleton from '../../components/ui/ListSkeleton.tsx';
import TopBar from '../../components/ui/TopBar.tsx';
import VoucherList from './VoucherList.tsx';
import { useSessionState } from '../../lib/use-session-state.ts';
import { useVoucherPages } from './use-voucher-pages.ts';
import './vouchers.css';
import { Icon } from '../../components/ui/Icon.tsx';

const TABS: Array<{ key: WalletFilter; label: 'tabs.active' | 'tabs.received' | 'tabs.past' }> = [
  { key: 'active', label: 'tabs.active' },
  { key: 'received', label: 'tabs.received' },
  { key: 'used', label: 'tabs.past' },
];

/** /vouchers: the wallet with tabs Active, Received, Past and a keyword search (spec). */
export default function WalletScreen() {
  const { t } = useT('evoucher');
  const viewer = useSessionState().kind;
  return (
    <>
      <TopBar title={t('title')} />
      {viewer === 'unknown' && (
        <SessionPending>
          <ListSkeleton />
        </SessionPending>
      )}
      {viewer === 'guest' && <GuestPrompt />}
      {viewer === 'member' && <MemberWallet />}
    </>
  );
}

function MemberWallet() {
  const { t } = useT('evoucher');
  const common = useT('common').t;
  const [tab, setTab] = useState<WalletFilter>('active');
  const [text, setText] = useState('');
  const [keywords, setKeywords] = useState('');
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const ids = useId();
  const pages = useVoucherPages({ status: tab, keywords });

  // the list follows the search box after a short pause in typing
  useEffect(() => {
    const timer = setTimeout(() => setKeywords(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text]);

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    setTab(TABS[next].key);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="wallet">
      <form
        className="wallet-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeywords(text.trim());
        }}
      >
        <label className="visually-hidden" htmlFor={`${ids}-q`}>
          {t('search.label')}
        </label>
        <Icon name="search" size={20} />
        <input
          id={`${ids}-q`}
          type="search"
          value={text}
          placeholder={t('search.placeholder')}
          onChange={(e) => setText(e.target.value)}
          enterKeyHint="search"
        />
      </form>
      <div className="wallet-tabs" role="tablist" aria-label={t('tabs.label')}>
        {TABS.map((tb, i) => (
          <button
            key={tb.key}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            id={`${ids}-tab-${tb.key}`}
            type="button"
            role="tab"
            aria-selected={tab === tb.key}
            aria-controls={`${ids}-panel`}
            tabIndex={tab === tb.key ? 0 : -1}
            onClick={() => setTab(tb.key)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {t(tb.label)}
          </button>
        ))}
      </div>
      <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-tab-${tab}`} aria-busy={pages.state === 'loading'}>
        {pages.state === 'loading' && <ListSkeleton />}
        {pages.state !== 'loading' &&
          pages.items.length === 0 &&
          (keywords ? (
            <EmptyState
              art="search"
              text={t('noResult')}
              testId="wallet-no-result"
              action={
                <button
                  type="button"
                  className="ui-button ui-button--primary"
                  onClick={() => {
                    setText('');
                    setKeywords('');
                  }}
                >
                  {common('actions.clearSearch')}
                </button>
              }
            />
          ) : (
            <div className="empty" data-testid="wallet-empty">
              <EmptyWalletArt />
              <p>{t('empty')}</p>
              <a className="ui-button ui-button--primary" href={href('categories')}>
                {common('actions.shopNow')}
              </a>
            </div>
          ))}
        {pages.state === 'ready' && pages.items.length > 0 && (
          <>
            <VoucherList items={pages.items} />
            {pages.items.length < pages.total && (
              <div className="wallet-more">
                <Button variant="secondary" onClick={pages.loadMore} busy={pages.loadingMore}>
                  {t('loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function EmptyWalletArt() {
  return (
    <svg className="wallet-empty-art" viewBox="0 0 120 90" width="120" height="90" aria-hidden="true">
      <rect x="10" y="22" width="100" height="60" rx="10" fill="#e8efff" stroke="#1f5fd6" strokeWidth="3" />
      <path d="M10 36h100" stroke="#1f5fd6" strokeWidth="3" />
      <rect x="78" y="46" width="32" height="20" rx="6" fill="#fff" stroke="#1f5fd6" strokeWidth="3" />
      <circle cx="88" cy="56" r="3" fill="#1f5fd6" />
      <path d="M26 22l40-14 10 14" fill="none" stroke="#ff6b4a" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}
