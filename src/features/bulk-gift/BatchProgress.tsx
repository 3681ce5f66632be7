import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/bulk-gift.ts';
import { displayLocalMoment } from '../../lib/dates.ts';
import { href } from '../../lib/paths.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { formatMoney } from '../../shared/money.ts';
import { type BulkDetail, detailBulkGift, downloadReport } from './bulk-gift-api.ts';

const POLL_MS = 3000;

/** One batch: the progress bar (polled while rows wait for the job or the payment), each recipient's state, the report. */
export default function BatchProgress({ id }: { id: string }) {
  const { t } = useT('bulk-gift');
  const errorText = useErrorText();
  const [detail, setDetail] = useState<BulkDetail | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const d = await detailBulkGift(id);
        if (stop) return;
        setDetail(d);
        const moving = d.bulk_gift.payment_status === 'Pending' || (d.bulk_gift.payment_status === 'Paid' && d.bulk_gift.rows_queued > 0);
        if (moving) timer = setTimeout(() => void load(), POLL_MS);
      } catch (e) {
        if (!stop) setError(errorText(e));
      }
    };
    void load();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [id, errorText]);

  if (error)
    return (
      <p className="bg-error" role="alert">
        {error}
      </p>
    );
  if (!detail) return <p aria-busy="true">…</p>;
  const b = detail.bulk_gift;
  const done = b.rows_sent + b.rows_failed;
  const percent = b.rows_total === 0 ? 0 : Math.round((done / b.rows_total) * 100);
  return (
    <section className="bg-batch" data-testid="bulk-batch">
      <p className="bg-total">
        {t('total')}: <strong>{formatMoney(b.amount, b.currency_code)}</strong>
      </p>
      {b.payment_status === 'Pending' && <p>{t('waitingPayment')}</p>}
      {b.payment_status === 'Cancelled' && <p>{t('cancelled')}</p>}
      {b.payment_status === 'Paid' && (
        <>
          <div
            className="bg-bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={b.rows_total}
            aria-valuenow={done}
            aria-label={t('progress', { sent: b.rows_sent, total: b.rows_total })}
          >
            <span className="bg-bar__fill" style={{ width: `${percent}%` }} />
          </div>
          <p data-testid="bulk-progress">{t('progress', { sent: b.rows_sent, total: b.rows_total })}</p>
          {b.rows_failed > 0 && <p className="bg-error">{t('failed', { count: b.rows_failed })}</p>}
          <p>{b.returned_at ? t('returned') : t('endsOn', { date: displayLocalMoment(b.end_at) })}</p>
          <Button variant="secondary" onClick={() => void downloadReport(b.id).catch((e) => setError(errorText(e)))}>
            {t('report')}
          </Button>
        </>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable) */}
      <div className="bg-scroll" tabIndex={0} role="region" aria-label={t('colStatus')}>
        <table className="bg-table">
          <thead>
            <tr>
              <th>{t('colRow')}</th>
              <th>{t('colRecipient')}</th>
              <th>{t('colAmount')}</th>
              <th>{t('colWhen')}</th>
              <th>{t('colStatus')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.rows.map((r) => (
              <tr key={r.row}>
                <td>{r.row}</td>
                <td>{r.recipient}</td>
                <td>{formatMoney(r.amount, b.currency_code)}</td>
                <td>{displayLocalMoment(r.deliver_at)}</td>
                <td data-testid="bulk-row-status">{t(`status.${r.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <a className="ui-button ui-button--secondary ui-button--block" href={href('business-gifts')}>
        {t('newBatch')}
      </a>
    </section>
  );
}
