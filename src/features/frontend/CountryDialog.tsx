import { useStore } from '@nanostores/react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/frontend.ts';
import { $country } from '../../lib/session-store.ts';
import SafeImage from '../../components/ui/SafeImage.tsx';
import { useApi } from '../../lib/use-api.ts';
import { loadCountries } from '../../lib/countries.ts';
import { chooseCountry } from './country-choice.ts';
import { useCountryName } from '../../lib/country-name.ts';

/**
 * The country chooser (top bar switcher and the choose-country popup): choosing stores the country and closes. It
 * opens when its list is there, at its final size.
 */
export default function CountryDialog({
  open,
  onClose,
  title,
  text,
}: {
  open: boolean;
  onClose: () => void;
  title?: string;
  text?: string;
}) {
  const countryName = useCountryName();
  const { t } = useT('frontend');
  const current = useStore($country);
  const list = useApi(loadCountries, [], open);
  // Opened once its list has loaded (or failed): a sheet that grew while the list arrived shifted the layout (CLS).
  const ready = list.data !== null || list.failed;
  return (
    <Dialog open={open && ready} title={title ?? t('country.title')} onClose={onClose} variant="sheet">
      {text && <p className="country-dialog__text">{text}</p>}
      {list.failed && <p>{t('country.unavailable')}</p>}
      <fieldset className="country-list">
        <legend className="visually-hidden">{title ?? t('country.title')}</legend>
        {(list.data ?? []).map((c) => (
          <label key={c.id} className="country-list__item" data-testid="country-option">
            <input
              type="radio"
              name="market-country"
              checked={current === String(c.id)}
              onChange={() => {
                chooseCountry(c);
                onClose();
              }}
              onClick={() => {
                if (current === String(c.id)) onClose();
              }}
            />
            <SafeImage src={c.image} alt="" width={32} height={32} className="country-list__flag" />
            <span className="country-list__name">{countryName(c)}</span>
            <span className="country-list__currency">{c.currency_code}</span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
