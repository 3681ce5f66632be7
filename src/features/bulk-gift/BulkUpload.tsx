import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/bulk-gift.ts';
import { displayLocalMoment } from '../../lib/dates.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { formatMoney } from '../../shared/money.ts';
import { BULK_GIFT_END_DAYS, BULK_GIFT_END_DAYS_MAX, BULK_GIFT_END_DAYS_MIN } from '../../shared/api/schemas/bulk-gift.ts';
import { type BulkPreview, TEMPLATE_CSV, payBulkGift, previewBulkGift, saveText } from './bulk-gift-api.ts';

/** Rows the preview table shows; the errors list names every bad row. */
const SHOWN = 100;

/** Upload, preview (every problem by row and column, in the reader's language), then one payment for all. */
export default function BulkUpload() {
  const { t } = useT('bulk-gift');
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [endDays, setEndDays] = useState(BULK_GIFT_END_DAYS);
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const check = async () => {
    if (!file) return;
    setBusy(true);
    setError('');
    setPreview(null);
    try {
      setPreview(await previewBulkGift(file));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const pay = async () => {
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      window.location.assign(await payBulkGift(file, endDays));
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };

  const ready = preview !== null && preview.errors.length === 0;
  return (
    <section className="bg-upload" aria-label={t('title')}>
      <p>{t('intro')}</p>
      <p className="bg-hint">{t('columns')}</p>
      <Button variant="secondary" onClick={() => saveText('business-gifts-template.csv', TEMPLATE_CSV)}>
        {t('template')}
      </Button>
      <label className="ui-field__label" htmlFor="bg-file">
        {t('file')}
      </label>
      <input
        id="bg-file"
        data-testid="bulk-file"
        type="file"
        accept=".csv,text/csv"
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setPreview(null);
          setError('');
        }}
      />
      <label className="ui-field__label" htmlFor="bg-end">
        {t('endDays')}
      </label>
      <input
        id="bg-end"
        className="ui-field__input"
        type="number"
        min={BULK_GIFT_END_DAYS_MIN}
        max={BULK_GIFT_END_DAYS_MAX}
        value={endDays}
        onChange={(e) => setEndDays(Number(e.target.value) || BULK_GIFT_END_DAYS)}
      />
      <Button block variant="secondary" disabled={!file} busy={busy && !preview} onClick={() => void check()} data-testid="bulk-preview">
        {t('preview')}
      </Button>
      {error && (
        <p className="bg-error" role="alert">
          {error}
        </p>
      )}
      {preview && <PreviewTable preview={preview} />}
      {ready && (
        <Button block busy={busy} onClick={() => void pay()} data-testid="bulk-pay">
          {busy ? t('paying') : t('pay')}
        </Button>
      )}
    </section>
  );
}

function PreviewTable({ preview }: { preview: BulkPreview }) {
  const { t } = useT('bulk-gift');
  return (
    <div className="bg-preview" data-testid="bulk-preview-result">
      <p>{t('rows', { count: preview.rows.length })}</p>
      {preview.errors.length > 0 ? (
        <div role="alert">
          <h3>{t('errorsTitle')}</h3>
          <ul className="bg-errors" data-testid="bulk-errors">
            {preview.errors.map((e) => (
              <li key={`${e.row}-${e.field}-${e.code}`}>
                <strong>{e.row === 0 ? t('headerRow') : t('errorAt', { row: e.row, field: e.field })}</strong>: {t(`rowErrors.${e.code}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="bg-ok">{t('allValid')}</p>
      )}
      {preview.totals.map((total) => (
        <p key={total.currency_code} className="bg-total">
          {t('total')}: <strong>{formatMoney(total.amount, total.currency_code)}</strong>
        </p>
      ))}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable) */}
      <div className="bg-scroll" tabIndex={0} role="region" aria-label={t('preview')}>
        <table className="bg-table">
          <thead>
            <tr>
              <th>{t('colRow')}</th>
              <th>{t('colRecipient')}</th>
              <th>{t('colProduct')}</th>
              <th>{t('colAmount')}</th>
              <th>{t('colMessage')}</th>
              <th>{t('colWhen')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.slice(0, SHOWN).map((r) => (
              <tr key={r.row} className={preview.errors.some((e) => e.row === r.row) ? 'bg-table__bad' : undefined}>
                <td>{r.row}</td>
                <td>{r.phone ?? r.email ?? ''}</td>
                <td>{r.product_name ?? ''}</td>
                <td>{r.amount !== null && r.currency_code ? formatMoney(r.amount, r.currency_code) : ''}</td>
                <td>{r.message}</td>
                <td>{r.deliver_at ? displayLocalMoment(r.deliver_at) : t('now')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
