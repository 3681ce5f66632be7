import { useEffect, useState } from 'react';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/udollar.ts';
import { displayDate, displayDateTime, isPast, UDOLLAR_DATETIME } from '../../lib/dates.ts';
import { formatMoney } from '../../shared/money.ts';
import { href } from '../../lib/paths.ts';
import { useRequireMember } from '../../lib/route-guard.ts';
import TopBar from '../../components/ui/TopBar.tsx';
import { listCards, type UdollarCard } from './udollar-api.ts';
import './udollar.css';

/** /udollar-list: one card per uDollar gift card, to its history. */
export default function UdollarList() {
  const { t } = useT('udollar');
  const { t: tc } = useT('common');
  const user = useRequireMember();
  const [cards, setCards] = useState<UdollarCard[] | null>(null);

  useEffect(() => {
    if (!user) return;
    listCards().then(setCards, () => setCards([]));
  }, [user]);

  return (
    <>
      <TopBar title={t('title')} back="profile" />
      <div className="udollar">
        {cards === null ? (
          <div className="skeleton" style={{ height: 160 }} />
        ) : cards.length === 0 ? (
          <EmptyState
            art="coins"
            text={t('empty')}
            testId="udollar-empty"
            action={
              <a className="ui-button ui-button--primary" href={href('categories')}>
                {tc('actions.shopNow')}
              </a>
            }
          />
        ) : (
          <ul className="udollar-cards">
            {cards.map((c) => {
              const expired = isPast(c.udollar_expire_date, UDOLLAR_DATETIME);
              const expiry = displayDate(c.udollar_expire_date, UDOLLAR_DATETIME);
              return (
                <li key={c.id}>
                  <a
                    className={`udollar-card${expired ? ' udollar-card--expired' : ''}`}
                    href={href('udollar-history', { id: c.id })}
                    data-testid="udollar-card"
                  >
                    <span className="udollar-card__label">{t('label')}</span>
                    <span className={`udollar-card__expiry ${expired ? 'udollar-card__expiry--expired' : 'udollar-card__expiry--valid'}`}>
                      {expired ? t('expiredOn', { date: expiry }) : t('redeemBefore', { date: expiry })}
                    </span>
                    <span className="udollar-card__date">{t('purchased', { date: displayDateTime(c.order_date, UDOLLAR_DATETIME) })}</span>
                    <span className="udollar-card__amounts">
                      <span>
                        <small>{t('balance')}</small>
                        <strong>{formatMoney(c.udollar_balance, c.currency_code)}</strong>
                      </span>
                      <span>
                        <small>{t('total')}</small>
                        <strong>{formatMoney(c.udollar_orig_balance, c.currency_code)}</strong>
                      </span>
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
