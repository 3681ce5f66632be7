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
import './udollar.css';

/** /udollar-history?id= : the card's ledger rows (date, amount, order number). */
export default function UdollarHistory() {
  const { t } = useT('udollar');
  const { t: tc } = useT('common');
  const user = useRequireMember();
  const [rows, setRows] = useState<UdollarEntry[] | null>(null);

  useEffect(() => {
    if (!user) return;
    const id = Number(queryParam('id'));
    if (!Number.isInteger(id) || id <= 0) {
      setRows([]);
      return;
    }
    cardHistory(id).then(
      (h) => setRows(h.table),
      () => setRows([]),
    );
  }, [user]);

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
          <table className="udollar-history card">
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('amount')}</th>
                <th scope="col">{t('orderId')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={`${r.order_no}-${i}`} data-testid="history-row">
                  <td>{displayDateTime(r.ordered_date)}</td>
                  <td className={r.amount < 0 ? 'udollar-history__debit' : 'udollar-history__credit'}>
                    {r.amount < 0 ? '−' : '+'}
                    {formatMoney(Math.abs(r.amount), r.currency_code)}
                  </td>
                  <td>{r.order_no}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>
  );
}
