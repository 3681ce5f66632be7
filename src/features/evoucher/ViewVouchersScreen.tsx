import { useState } from 'react';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/evoucher.ts';
import { href, queryParam } from '../../lib/paths.ts';
import { useRequireMember } from '../../lib/route-guard.ts';
import { Button } from '../../components/ui/Button.tsx';
import ListSkeleton from '../../components/ui/ListSkeleton.tsx';
import TopBar from '../../components/ui/TopBar.tsx';
import VoucherList from './VoucherList.tsx';
import { useVoucherPages } from './use-voucher-pages.ts';
import './vouchers.css';

/** /view-vouchers?id={order id}: the member's vouchers of one order, each to its details (spec). */
export default function ViewVouchersScreen() {
  const { t } = useT('evoucher');
  const { t: tc } = useT('common');
  const user = useRequireMember();
  const [orderId] = useState(() => (typeof window === 'undefined' ? '' : queryParam('id')));
  const valid = /^\d+$/.test(orderId);
  const pages = useVoucherPages(user && valid ? { orderId } : null);
  const loading = !user || (valid && pages.state === 'loading');
  return (
    <>
      <TopBar title={t('viewVouchers.title')} back="vouchers" />
      <div className="wallet">
        {loading && <ListSkeleton />}
        {!loading && pages.items.length === 0 && (
          <EmptyState
            art="ticket"
            text={t('viewVouchers.empty')}
            testId="view-vouchers-empty"
            action={
              <a className="ui-button ui-button--primary" href={href('vouchers')}>
                {tc('actions.openWallet')}
              </a>
            }
          />
        )}
        {!loading && pages.items.length > 0 && (
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
    </>
  );
}
