import type { ProductSort } from '../../shared/api/schemas/catalogue.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/catalogue.ts';
import { SORTS } from './list-filters.ts';

/** The six sorts as a radio group; choosing one applies it and closes the dialog (spec). */
export default function SortDialog({
  open,
  value,
  onChoose,
  onClose,
}: {
  open: boolean;
  value: ProductSort;
  onChoose: (s: ProductSort) => void;
  onClose: () => void;
}) {
  const { t } = useT('catalogue');
  return (
    <Dialog open={open} title={t('sort.title')} onClose={onClose} variant="sheet">
      <fieldset className="choice-list">
        <legend className="visually-hidden">{t('sort.title')}</legend>
        {SORTS.map((s) => (
          <label key={s.value} className="choice-list__item">
            <input
              type="radio"
              name="sort"
              value={s.value}
              checked={value === s.value}
              onChange={() => {
                onChoose(s.value);
                onClose();
              }}
              onClick={() => {
                if (value === s.value) onClose();
              }}
            />
            <span>{t(s.label as 'sort.ASC')}</span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
