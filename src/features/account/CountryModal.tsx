import { useEffect, useId, useState } from 'react';
import { useErrorText } from '../../lib/use-error-text.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { ApiCallError } from '../../lib/api-client.ts';
import { applyReferralCode, updateCountry } from './account-api.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/account.ts';
import { $authUser } from '../../lib/session-store.ts';
import { loadCountries, type Country } from '../../lib/countries.ts';
import { useCountryName } from '../../lib/country-name.ts';

/**
 * The social-login country modal (spec): a required country and an optional referral code. Apply runs
 * update_country, then apply_referral_code when a code was entered; `onDone` receives the referral failure, if any.
 */
export default function CountryModal({ open, onDone }: { open: boolean; onDone: (referralError: string | null) => void }) {
  const countryName = useCountryName();
  const { t } = useT('account');
  const errorText = useErrorText();
  const selectId = useId();
  const [countries, setCountries] = useState<Country[]>([]);
  const [countryId, setCountryId] = useState('');
  const [referral, setReferral] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { alert, dialog } = useAlert();
  useEffect(() => {
    if (open)
      loadCountries()
        .then(setCountries)
        .catch(() => setCountries([]));
  }, [open]);

  const apply = async () => {
    if (!countryId) {
      setError(t('fields.required'));
      alert(t('dialogs.countryEmpty.title'), t('dialogs.countryEmpty.message'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await updateCountry(countryId);
      const user = $authUser.get();
      if (user) $authUser.set({ ...user, country_id: Number(countryId) });
    } catch (e) {
      setBusy(false);
      setError(e instanceof ApiCallError ? e.message : t('fields.required'));
      return;
    }
    let referralError: string | null = null;
    if (referral.trim()) {
      try {
        await applyReferralCode(referral.trim());
      } catch (e) {
        referralError = errorText(e);
      }
    }
    setBusy(false);
    onDone(referralError);
  };

  return (
    <>
      <Dialog
        open={open}
        title={t('countryModal.title')}
        onClose={() => {
          /* the country is required: Apply is the only way on */
        }}
        actions={
          <Button onClick={apply} busy={busy} data-testid="country-apply">
            {t('countryModal.apply')}
          </Button>
        }
      >
        <p className="ui-dialog__message">{t('countryModal.body')}</p>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={selectId}>
            {t('fields.country')}
          </label>
          <div className="ui-field__control">
            <select
              id={selectId}
              className="auth__select"
              value={countryId}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${selectId}-error` : undefined}
              onChange={(e) => {
                setCountryId(e.target.value);
                setError('');
              }}
            >
              <option value="">{t('fields.chooseCountry')}</option>
              {countries.map((c) => (
                <option key={c.id} value={c.id}>
                  {countryName(c)}
                </option>
              ))}
            </select>
          </div>
          {error && (
            <p id={`${selectId}-error`} className="ui-field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <Field
          label={t('fields.referral')}
          value={referral}
          maxLength={32}
          autoComplete="off"
          onChange={(e) => setReferral(e.target.value)}
        />
      </Dialog>
      {dialog}
    </>
  );
}
