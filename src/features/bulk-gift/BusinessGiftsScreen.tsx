import { useEffect, useState } from 'react';
import TopBar from '../../components/ui/TopBar.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/bulk-gift.ts';
import { displayLocalMoment } from '../../lib/dates.ts';
import { href, queryParam } from '../../lib/paths.ts';
import { useRequireMember } from '../../lib/route-guard.ts';
import { formatMoney } from '../../shared/money.ts';
import { type BulkGiftView, listBulkGifts } from './bulk-gift-api.ts';
import BulkUpload from './BulkUpload.tsx';
import BatchProgress from './BatchProgress.tsx';
import './bulk-gift.css';

const ID = /^[A-Za-z0-9_-]{22,64}$/;

/** /business-gifts (decision 0270): a batch's progress (?id=), else the upload and the member's earlier batches. */
export default function BusinessGiftsScreen() {
  const { t } = useT('bulk-gift');
  const user = useRequireMember();
  // read after hydration: the prerendered page knows no query
  const [id, setId] = useState<string | null>(null);
  const [batches, setBatches] = useState<BulkGiftView[]>([]);
  useEffect(() => {
    const q = queryParam('id');
    setId(ID.test(q) ? q : '');
  }, []);
  useEffect(() => {
    if (user && id === '') void listBulkGifts().then(setBatches, () => setBatches([]));
  }, [user, id]);

  return (
    <>
      <TopBar title={t('title')} back="profile" />
      <div className="bg" data-testid="business-gifts">
        {user && id && <BatchProgress id={id} />}
        {user && id === '' && (
          <>
            <BulkUpload />
            <section aria-labelledby="bg-history">
              <h2 id="bg-history">{t('history')}</h2>
              {batches.length === 0 ? (
                <p>{t('none')}</p>
              ) : (
                <ul className="bg-history">
                  {batches.map((b) => (
                    <li key={b.id}>
                      <a href={href('business-gifts', { id: b.id })}>
                        {displayLocalMoment(b.created_at)} · {formatMoney(b.amount, b.currency_code)} ·{' '}
                        {t('progress', { sent: b.rows_sent, total: b.rows_total })}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </div>
    </>
  );
}
