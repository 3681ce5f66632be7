import { useEffect, useState } from 'react';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/udollar.ts';
import { displayDateTime } from '../../lib/dates.ts';
import { formatMoney } from '../../shared/money.ts';
import { href, queryParam } from '../../lib/paths.ts';
import { useRequireMember } from '../../lib/route-guard.ts';
import TopBar from '../../components/ui/TopBar.tsx';
import { cardHistory, type UdollarEntry } from './udollar-api.ts';
import { balancesAfter } from './running-balance.ts';

const REASONS = new Set(['purchase', 'refund', 'order', 'order_cancelled', 'refund_void', 'lapse', 'swap']);
import './udollar.css';

/** /udollar-history?id= : the card, its balance now, and its history as a list with the balance after each row. */
export default function UdollarHistory() {
  const { t } = useT('udollar');
  const { t: tc } = useT('common');
  const user = useRequireMember();
  const [rows, setRows] = useState<UdollarEntry[] | null>(null);
  const [history, setHistory] = useState<{ balance: number; orig: number; currency: string } | null>(null);

  useEffect(() => {
    if (!user) return;
    const id = Number(queryParam('id'));
    if (!Number.isInteger(id) || id <= 0) {
      setRows([]);
      return;
    }
    cardHistory(id).then(
      (h) => {
        setHistory({ balance: h.udollar_balance, orig: h.udollar_orig_balance, currency: h.currency_code });
        setRows(h.table);
      },
      () => setRows([]),
    );
  }, [user]);
  const after = balancesAfter(rows ?? [], history?.balance ?? 0);

  return (
    <>
      <TopBar title={t('historyTitle')} back="udollar-list" />
      <div className="udollar">
        {rows === null ? (
          <div className="skeleton" style={{ height: 160 }} />
        ) : rows.length === 0 ? (
          <EmptyState
            art="history"
            text={t('historyEmpty')}
            testId="history-empty"
            action={
              <a className="ui-button ui-button--primary" href={href('categories')}>
                {tc('actions.shopNow')}
              </a>
            }
          />
        ) : (
          <>
            <section className="udollar-history-head card" aria-label={t('label')}>
              <strong>{t('cardName', { value: formatMoney(history?.orig ?? 0, history?.currency ?? '') })}</strong>
              <span>
                {t('balanceNow')}:{' '}
                <strong data-testid="history-balance">{formatMoney(history?.balance ?? 0, history?.currency ?? '')}</strong>
              </span>
            </section>
            <ol className="udollar-history card">
              {rows.map((r, i) => (
                <li key={`${r.order_no}-${i}`} className="udollar-history__row" data-testid="history-row">
                  <span className="udollar-history__what">
                    <strong>{t(`reasons.${REASONS.has(r.reason) ? r.reason : 'other'}` as 'reasons.other')}</strong>
                    <small>
                      {displayDateTime(r.ordered_date)}
                      {r.order_no ? ` · ${t('orderNo', { order: r.order_no })}` : ''}
                    </small>
                  </span>
                  <span className="udollar-history__money">
                    <strong className={r.amount < 0 ? 'udollar-history__debit' : 'udollar-history__credit'}>
                      {r.amount < 0 ? '−' : '+'}
                      {formatMoney(Math.abs(r.amount), r.currency_code)}
                    </strong>
                    <small data-testid="history-after">
                      {t('balanceAfter')} {formatMoney(after[i] ?? 0, r.currency_code)}
                    </small>
                  </span>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </>
  );
}
