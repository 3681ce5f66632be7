import { useEffect, useMemo, useState } from 'react';
import TopBar from '../../components/ui/TopBar.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/group-gift.ts';
import { go, queryParam } from '../../lib/paths.ts';
import { useRequireMember } from '../../lib/route-guard.ts';
import { useErrorText } from '../../lib/use-error-text.ts';
import { ApiCallError } from '../../lib/api-client.ts';
import { formatMoney, parseMoney } from '../../shared/money.ts';
import { GROUP_GIFT_MAX_DAYS } from '../../shared/api/schemas/group-gift.ts';
import { shopDayEnd } from '../../shared/shop-time-zone.ts';
import { listBirthdays } from '../birthdays/birthdays-api.ts';
import {
  createGroupGift,
  type Design,
  type Friend,
  listDesigns,
  listFriends,
  type ProductSummary,
  productDetail,
  someProducts,
} from './group-gift-api.ts';
import './group-gift.css';

const DAY = 86_400_000;
const dayInput = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

interface Choice {
  id: number;
  name: string;
  price: number;
  currency: string;
}

/**
 * /group-gift-start (decision 0258): the organiser picks the gift (?product= from a product page), the recipient (a
 * friend, ?friend= from a birthday, or a phone number), the deadline (at most 14 days; before the birthday when
 * ?birthday=1), the card design, equal shares or free amounts, and the friends to invite.
 */
export default function GroupGiftStart() {
  const user = useRequireMember();
  const { t, i18n } = useT('group-gift');
  const errorText = useErrorText();
  const lang = i18n.language === 'eng' ? 'en' : i18n.language;
  const [products, setProducts] = useState<Choice[]>([]);
  const [productId, setProductId] = useState(Number(queryParam('product')) || 0);
  const [quantity, setQuantity] = useState(1);
  const [friends, setFriends] = useState<Friend[]>([]);
  const [recipientId, setRecipientId] = useState(Number(queryParam('friend')) || 0);
  const [byPhone, setByPhone] = useState(false);
  const [phone, setPhone] = useState('');
  const forBirthday = queryParam('birthday') === '1' && recipientId > 0;
  const today = useMemo(() => new Date(), []);
  const [deadline, setDeadline] = useState(dayInput(new Date(today.getTime() + 7 * DAY)));
  const [mode, setMode] = useState<'shares' | 'free'>('shares');
  const [shares, setShares] = useState('3');
  const [minText, setMinText] = useState('5');
  const [invited, setInvited] = useState<number[]>([]);
  const [designs, setDesigns] = useState<Design[]>([]);
  const [designId, setDesignId] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // days from the shop's today to the friend's birthday, when started from one (0: the birthday is today)
  const [daysUntil, setDaysUntil] = useState<number | null>(null);

  useEffect(() => {
    if (!user) return;
    listFriends().then(setFriends, () => setFriends([]));
    listDesigns(lang as 'en').then(setDesigns, () => setDesigns([]));
    const toChoice = (p: ProductSummary): Choice => ({
      id: p.id,
      name: p.multiple_languages[lang as 'en']?.name || p.name,
      price: p.original_price,
      currency: p.currency_code,
    });
    someProducts().then(
      async (list) => {
        const choices = list.map(toChoice);
        const wanted = Number(queryParam('product'));
        if (wanted && !choices.some((c) => c.id === wanted)) {
          const d = await productDetail(wanted).catch(() => null);
          if (d)
            choices.unshift({
              id: d.id,
              name: d.multiple_languages[lang as 'en']?.name ?? '',
              price: d.original_price,
              currency: d.currency_code,
            });
        }
        setProducts(choices);
        setProductId((id) => id || choices[0]?.id || 0);
      },
      () => setProducts([]),
    );
  }, [user, lang]);

  useEffect(() => {
    if (!user || !forBirthday) return;
    listBirthdays().then(
      (rows) => setDaysUntil(rows.find((b) => b.id === recipientId)?.days_until ?? null),
      () => setDaysUntil(null),
    );
  }, [user, forBirthday, recipientId]);

  const product = products.find((p) => p.id === productId);
  // on the birthday itself the pool closes with the shop's day and the gift goes once funded (decision 0258);
  // before it, the last day to choose is the day before the birthday
  const onTheDay = forBirthday && daysUntil === 0;
  const lastDay = forBirthday && daysUntil ? Math.min(daysUntil - 1, GROUP_GIFT_MAX_DAYS - 1) : GROUP_GIFT_MAX_DAYS - 1;
  const max = dayInput(new Date(today.getTime() + lastDay * DAY));
  const min = dayInput(new Date(today.getTime() + Math.min(1, lastDay) * DAY));
  useEffect(() => {
    if (forBirthday && daysUntil) setDeadline((d) => (d > max ? max : d));
  }, [forBirthday, daysUntil, max]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    if (!product) return;
    // the end of the chosen day, never past 14 days from now
    const end = onTheDay ? shopDayEnd(new Date()).getTime() - 60_000 : new Date(`${deadline}T23:59:00`).getTime();
    const seconds = Math.floor(Math.min(end, Date.now() + GROUP_GIFT_MAX_DAYS * DAY - 60_000) / 1000);
    setBusy(true);
    try {
      const made = await createGroupGift({
        product_id: product.id,
        quantity,
        recipient_id: byPhone ? undefined : recipientId || undefined,
        recipient_phone: byPhone ? phone : undefined,
        deadline: seconds,
        giftcard_id: designId || undefined,
        mode,
        shares: mode === 'shares' ? shares : undefined,
        min_amount: mode === 'free' ? (parseMoney(minText, product.currency) ?? minText) : undefined,
        for_birthday: forBirthday && !byPhone ? 1 : undefined,
        invite_ids: invited.filter((id) => id !== recipientId),
      });
      go('group-gift', { id: made.id });
    } catch (err) {
      setBusy(false);
      const field = err instanceof ApiCallError ? String(err.body.field ?? 'form') : 'form';
      setErrors({ [field]: errorText(err) });
    }
  };

  if (!user) return null;
  const cur = product?.currency ?? '';
  return (
    <>
      <TopBar title={t('startTitle')} back="home" />
      <form className="gg" onSubmit={submit} data-testid="group-gift-start" noValidate>
        <section className="card gg-form">
          <label className="ui-field__label" htmlFor="gg-product">
            {t('start.product')}
          </label>
          <select
            id="gg-product"
            className="gg-select"
            value={productId}
            onChange={(e) => setProductId(Number(e.target.value))}
            data-testid="start-product"
          >
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} · {formatMoney(p.price, p.currency)}
              </option>
            ))}
          </select>
          {errors.product_id && (
            <p className="gg-error" role="alert">
              {errors.product_id}
            </p>
          )}
          <Field
            label={t('start.quantity')}
            type="number"
            min={1}
            max={10}
            value={quantity}
            onChange={(e) => setQuantity(Math.max(1, Math.min(10, Number(e.target.value) || 1)))}
            error={errors.quantity}
          />
          {product && <p data-testid="start-target">{t('start.target', { amount: formatMoney(product.price * quantity, cur) })}</p>}
        </section>

        <section className="card gg-form">
          {byPhone ? (
            <Field
              label={t('start.phone')}
              type="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              error={errors.recipient_phone}
            />
          ) : (
            <>
              <label className="ui-field__label" htmlFor="gg-recipient">
                {t('start.recipient')}
              </label>
              <select
                id="gg-recipient"
                className="gg-select"
                value={recipientId}
                onChange={(e) => setRecipientId(Number(e.target.value))}
                data-testid="start-recipient"
              >
                <option value={0}>{t('start.chooseFriend')}</option>
                {friends.map((f) => (
                  <option key={f.friend_id} value={f.friend_id}>
                    {f.friend_name}
                  </option>
                ))}
              </select>
              {errors.recipient_id && (
                <p className="gg-error" role="alert">
                  {errors.recipient_id}
                </p>
              )}
            </>
          )}
          <Button type="button" variant="ghost" onClick={() => setByPhone(!byPhone)}>
            {byPhone ? t('start.byFriend') : t('start.byPhone')}
          </Button>
        </section>

        <section className="card gg-form">
          {onTheDay ? (
            <p data-testid="start-on-the-day">
              {t('start.onTheDay')}
              {(errors.deadline ?? errors.for_birthday) && (
                <span className="gg-error" role="alert">
                  {' '}
                  {errors.deadline ?? errors.for_birthday}
                </span>
              )}
            </p>
          ) : (
            <Field
              label={t('start.deadline')}
              type="date"
              min={min}
              max={max}
              value={deadline}
              onChange={(e) => setDeadline(e.target.value)}
              hint={forBirthday ? t('start.birthdayHint') : t('start.deadlineHint')}
              error={errors.deadline ?? errors.for_birthday}
              data-testid="start-deadline"
            />
          )}
          <label className="ui-field__label" htmlFor="gg-design">
            {t('start.design')}
          </label>
          <select
            id="gg-design"
            className="gg-select"
            value={designId}
            onChange={(e) => setDesignId(Number(e.target.value))}
            data-testid="start-design"
          >
            <option value={0}>{t('start.defaultDesign')}</option>
            {designs.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
          {errors.giftcard_id && (
            <p className="gg-error" role="alert">
              {errors.giftcard_id}
            </p>
          )}
          <fieldset className="gg-mode">
            <legend>{t('start.mode')}</legend>
            <label className="gg-check">
              <input type="radio" name="mode" checked={mode === 'shares'} onChange={() => setMode('shares')} />
              {t('start.modeShares')}
            </label>
            <label className="gg-check">
              <input type="radio" name="mode" checked={mode === 'free'} onChange={() => setMode('free')} data-testid="mode-free" />
              {t('start.modeFree')}
            </label>
          </fieldset>
          {mode === 'shares' ? (
            <Field
              label={t('start.shares')}
              type="number"
              min={2}
              max={50}
              value={shares}
              onChange={(e) => setShares(e.target.value)}
              error={errors.shares}
              data-testid="start-shares"
            />
          ) : (
            <Field
              label={t('start.minAmount', { currency: cur })}
              inputMode="decimal"
              value={minText}
              onChange={(e) => setMinText(e.target.value)}
              error={errors.min_amount}
            />
          )}
        </section>

        <section className="card gg-form" aria-labelledby="gg-invite">
          <h2 id="gg-invite">{t('start.invite')}</h2>
          {friends.filter((f) => f.friend_id !== recipientId).length === 0 ? (
            <p className="hint">{t('start.noFriends')}</p>
          ) : (
            <ul className="gg-invitees">
              {friends
                .filter((f) => f.friend_id !== recipientId)
                .map((f) => (
                  <li key={f.friend_id}>
                    <label className="gg-check">
                      <input
                        type="checkbox"
                        checked={invited.includes(f.friend_id)}
                        onChange={(e) =>
                          setInvited(e.target.checked ? [...invited, f.friend_id] : invited.filter((id) => id !== f.friend_id))
                        }
                        data-testid="invite-friend"
                      />
                      {f.friend_name}
                    </label>
                  </li>
                ))}
            </ul>
          )}
          {errors.invite_ids && (
            <p className="gg-error" role="alert">
              {errors.invite_ids}
            </p>
          )}
        </section>
        {errors.form && (
          <p className="gg-error" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" block disabled={busy || !product} data-testid="start-submit">
          {t('start.submit')}
        </Button>
      </form>
    </>
  );
}
