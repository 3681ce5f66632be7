import { useEffect, useState } from 'react';
import { listOrders, listTimeFilters } from './order-api.ts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/order.ts';
import { href, queryParam } from '../../lib/paths.ts';
import { useRequireMember } from '../../lib/route-guard.ts';
import TopBar from '../../components/ui/TopBar.tsx';
import { MonthFilter, monthKey } from './MonthFilter.tsx';
import { OrderRowItem } from './OrderRowItem.tsx';
import type { OrderRow, TimeFilter } from './order-types.ts';
import './order-screens.css';

export type OrderScreen = 'topay' | 'mypurchases' | 'received';
type Kind = 'pay' | 'purchased' | 'sent' | 'received';

const PAGE = 20;
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function initialKind(screen: OrderScreen): Kind {
  if (screen === 'topay') return 'pay';
  if (screen === 'received') return 'received';
  return queryParam('status') === 'sent' ? 'sent' : 'purchased';
}

/** /order-topay, /order-mypurchases (tabs My Purchase and Sent) and /order-received: a member's orders of one kind. */
export default function OrderListScreen({ screen }: { screen: OrderScreen }) {
  const { t, i18n } = useT('order');
  const { t: tc } = useT('common');
  const user = useRequireMember();
  const [kind, setKind] = useState<Kind | null>(null);
  const [months, setMonths] = useState<TimeFilter[] | null>(null);
  const [month, setMonth] = useState('');
  const [rows, setRows] = useState<OrderRow[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const withMonths = screen !== 'topay';

  useEffect(() => {
    if (user) setKind(initialKind(screen));
  }, [user, screen]);

  // the months that have orders of this kind; the first (newest) is chosen
  useEffect(() => {
    if (!kind) return;
    setRows(null);
    if (!withMonths) {
      setMonths([]);
      setMonth('');
      return;
    }
    let live = true;
    listTimeFilters(kind)
      .then((list) => {
        if (!live) return;
        setMonths(list);
        setMonth(list[0] ? monthKey(list[0]) : '');
      })
      .catch(() => {
        if (!live) return;
        setMonths([]);
        setMonth('');
      });
    return () => {
      live = false;
    };
  }, [kind, withMonths]);

  useEffect(() => {
    if (!kind || months === null) return;
    let live = true;
    const [year, m] = month ? month.split('-') : [undefined, undefined];
    listOrders({ kind, month: m, year, limit: PAGE, offset: 0 })
      .then(({ rows, total }) => {
        if (!live) return;
        setRows(rows);
        setTotal(total);
      })
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [kind, months, month]);

  const loadMore = async () => {
    if (!kind || !rows) return;
    setLoadingMore(true);
    const [year, m] = month ? month.split('-') : [undefined, undefined];
    try {
      const more = await listOrders({ kind, month: m, year, limit: PAGE, offset: rows.length });
      setRows([...rows, ...more.rows]);
    } finally {
      setLoadingMore(false);
    }
  };

  const chooseTab = (next: Kind) => {
    if (next === kind) return;
    window.history.replaceState(null, '', href('order-mypurchases', next === 'sent' ? { status: 'sent' } : undefined));
    setMonths(null);
    setKind(next);
  };

  const monthLabel = (f: TimeFilter) =>
    new Date(f.year, f.month - 1, 1).toLocaleDateString(i18n.language === 'cn' ? 'zh-CN' : i18n.language === 'jp' ? 'ja-JP' : 'en-GB', {
      month: 'long',
      year: 'numeric',
    }) || `${MONTHS_EN[f.month - 1]} ${f.year}`;
  const title = screen === 'topay' ? t('titles.toPay') : screen === 'received' ? t('titles.received') : t('titles.myPurchases');

  return (
    <>
      <TopBar title={title} back="profile" />
      <div className="orders-screen">
        {screen === 'mypurchases' && (
          <div className="order-tabs" role="tablist" aria-label={t('tabs.label')}>
            {(['purchased', 'sent'] as const).map((k) => (
              <button key={k} type="button" role="tab" aria-selected={kind === k} className="order-tabs__tab" onClick={() => chooseTab(k)}>
                {k === 'purchased' ? t('tabs.myPurchase') : t('tabs.sent')}
              </button>
            ))}
          </div>
        )}
        {withMonths && <MonthFilter label={t('month')} options={months} value={month} onChange={setMonth} format={monthLabel} />}
        {rows === null && (
          <div aria-busy="true">
            {[0, 1, 2].map((i) => (
              <div key={i} className="skeleton order-skeleton" />
            ))}
          </div>
        )}
        {rows !== null && rows.length === 0 && (
          <EmptyState
            art="gift"
            text={t('empty')}
            testId="orders-empty"
            action={
              <a className="ui-button ui-button--primary" href={href('categories')}>
                {tc('actions.sendGift')}
              </a>
            }
          />
        )}
        {rows !== null && rows.length > 0 && kind && (
          <div role={screen === 'mypurchases' ? 'tabpanel' : undefined}>
            <ul className="order-list">
              {rows.map((o) => (
                <OrderRowItem key={o.id} order={o} kind={kind} />
              ))}
            </ul>
          </div>
        )}
        {rows !== null && rows.length < total && (
          <button type="button" className="ui-button ui-button--secondary ui-button--block" onClick={loadMore} disabled={loadingMore}>
            {t('loadMore')}
          </button>
        )}
      </div>
    </>
  );
}
