import { pickLang } from '../../shared/i18n-pick.ts';
import { listGiftIntentions, listInterests, listTaxa } from './catalogue-api.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/catalogue.ts';
import { formatMoney } from '../../shared/money.ts';
import type { FilterOption, Lang3 } from '../../shared/api/catalogue-types.ts';
import { AGE_BANDS, GENDERS, PRICE_BANDS, bandToMinor, type ListFilters, type ListSource } from './list-filters.ts';
import { countryField } from '../../lib/market.ts';
import { useApi } from '../../lib/use-api.ts';
import '../../styles/chips.css';

interface Props {
  open: boolean;
  filters: ListFilters;
  source: ListSource;
  currency: string;
  lang: Lang3;
  onChange: (f: ListFilters) => void;
  onReset: () => void;
  onClose: () => void;
}

function RadioGroup<V extends string | number>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  options: Array<{ value: V; label: string }>;
  onChange: (v: V) => void;
}) {
  return (
    <fieldset className="chip-group">
      <legend>{legend}</legend>
      <div className="chip-group__chips">
        {options.map((o) => (
          <label key={String(o.value)} className={`chip${o.value === value ? ' chip--on' : ''}`}>
            <input type="radio" name={name} className="visually-hidden" checked={o.value === value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Price bands, promo, recommended, the cross filter, gender, age bands, interest and gift intention; each change applies at once. */
export default function FilterDialog({ open, filters, source, currency, lang, onChange, onReset, onClose }: Props) {
  const { t } = useT('catalogue');
  const set = (patch: Partial<ListFilters>) => onChange({ ...filters, ...patch });
  const interests = useApi(listInterests, [], open);
  const intentions = useApi(listGiftIntentions, [], open);
  // A category's list offers its brands, a brand's list (and a search) the categories.
  const crossKind = source.kind === 'list_category' ? 'list_brand' : 'list_category';
  const taxa = useApi(
    () => {
      const payload: Record<string, unknown> = { order_by: 'ASC', ...countryField() };
      if (source.kind === 'list_category') payload.filter_by_categories_id = [source.id];
      if (source.kind === 'list_brand') payload.filter_by_brands_id = [source.id];
      return listTaxa(crossKind, payload);
    },
    [crossKind, JSON.stringify(source)],
    open,
  );
  const any = t('filter.any');
  const toggleTaxon = (id: number) =>
    set({ taxa: filters.taxa.includes(id) ? filters.taxa.filter((x) => x !== id) : [...filters.taxa, id] });
  const optionChoices = (list: FilterOption[] | null) => [
    { value: '', label: any },
    ...(list ?? []).map((o) => ({ value: o.cf_content_value, label: pickLang(o.multiple_languages, lang, 'name') || o.cf_content_label })),
  ];

  return (
    <Dialog
      open={open}
      title={t('filter.title')}
      onClose={onClose}
      variant="sheet"
      className="filter-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onReset} data-testid="filter-reset">
            {t('filter.reset')}
          </Button>
          <Button onClick={onClose}>{t('filter.done')}</Button>
        </>
      }
    >
      <RadioGroup
        legend={t('filter.price')}
        name="price"
        value={filters.price}
        options={[
          { value: 0, label: any },
          ...PRICE_BANDS.map((b) => ({
            value: b as number,
            label: t('filter.below', { amount: formatMoney(bandToMinor(b, currency), currency || 'SGD') }),
          })),
        ]}
        onChange={(price) => set({ price })}
      />
      <fieldset className="chip-group">
        <legend>{t('filter.show')}</legend>
        <div className="chip-group__chips">
          <label className={`chip${filters.promo ? ' chip--on' : ''}`}>
            <input type="checkbox" className="visually-hidden" checked={filters.promo} onChange={(e) => set({ promo: e.target.checked })} />
            {t('filter.promo')}
          </label>
          <label className={`chip${filters.recommended ? ' chip--on' : ''}`}>
            <input
              type="checkbox"
              className="visually-hidden"
              checked={filters.recommended}
              onChange={(e) => set({ recommended: e.target.checked })}
            />
            {t('filter.recommended')}
          </label>
        </div>
      </fieldset>
      {(taxa.data ?? []).length > 0 && (
        <fieldset className="chip-group">
          <legend>{crossKind === 'list_brand' ? t('filter.brands') : t('filter.categories')}</legend>
          <div className="chip-group__chips">
            {(taxa.data ?? []).map((x) => (
              <label key={x.id} className={`chip${filters.taxa.includes(x.id) ? ' chip--on' : ''}`}>
                <input
                  type="checkbox"
                  className="visually-hidden"
                  checked={filters.taxa.includes(x.id)}
                  onChange={() => toggleTaxon(x.id)}
                />
                {pickLang(x.multiple_languages, lang, 'name')}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <RadioGroup
        legend={t('filter.gender')}
        name="gender"
        value={filters.gender}
        options={[
          { value: '' as ListFilters['gender'], label: any },
          ...GENDERS.map((g) => ({ value: g as ListFilters['gender'], label: t(`filter.${g}`) })),
        ]}
        onChange={(gender) => set({ gender })}
      />
      <RadioGroup
        legend={t('filter.age')}
        name="age"
        value={filters.age}
        options={[{ value: 0, label: any }, ...AGE_BANDS.map((a) => ({ value: a as number, label: t('filter.ageBelow', { age: a }) }))]}
        onChange={(age) => set({ age })}
      />
      <RadioGroup
        legend={t('filter.interest')}
        name="interest"
        value={filters.interest}
        options={optionChoices(interests.data)}
        onChange={(interest) => set({ interest })}
      />
      <RadioGroup
        legend={t('filter.intention')}
        name="intention"
        value={filters.intention}
        options={optionChoices(intentions.data)}
        onChange={(intention) => set({ intention })}
      />
    </Dialog>
  );
}
