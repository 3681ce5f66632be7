import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { displayDayMonth } from '../../lib/dates.ts';
import '../../lib/i18n-eng/frontend.ts';
import '../../lib/i18n-eng/group-gift.ts';
import { href } from '../../lib/paths.ts';
import Avatar from '../../components/shop/Avatar.tsx';
import { listBirthdays, type UpcomingBirthday } from './birthdays-api.ts';
import './birthdays.css';

/** "5 Dec", "12月5日": a birthday's day in the reader's language, never with a year. */
function dayText(b: UpcomingBirthday, lang: 'eng' | 'cn' | 'jp'): string {
  return displayDayMonth(b.month, b.day, lang);
}

/**
 * Home, members only: the friends whose birthday comes in the next 30 days, each with a "Send a gift" link. Loaded
 * lazily by the home screen once it knows the shopper is a member; shows nothing at all (no empty box) until there is
 * someone to show, and nothing when the call fails.
 */
export default function BirthdayStrip() {
  const { t, i18n } = useT('frontend');
  const { t: tc } = useT('common');
  const { t: tg } = useT('group-gift');
  const [items, setItems] = useState<UpcomingBirthday[]>([]);

  useEffect(() => {
    let live = true;
    listBirthdays().then(
      (rows) => {
        if (live) setItems(rows);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  if (items.length === 0) return null;
  const when = (days: number) =>
    days === 0 ? t('birthdays.today') : days === 1 ? t('birthdays.tomorrow') : t('birthdays.inDays', { count: days });
  return (
    <section className="home-section birthdays" aria-labelledby="home-birthdays" data-testid="birthday-strip">
      <div className="section__head">
        <h2 id="home-birthdays">{t('birthdays.title')}</h2>
      </div>
      <ul className="birthdays__list">
        {items.map((b) => {
          const date = dayText(b, i18n.language);
          return (
            <li key={b.id} className="birthdays__item card" data-testid="birthday-friend">
              <Avatar name={b.name} src={b.profile_picture || undefined} size={48} />
              <span className="birthdays__name">{b.name}</span>
              <span className="birthdays__date">
                <span className="visually-hidden">{t('birthdays.friend', { name: b.name, date })} </span>
                <span aria-hidden="true">{date}</span> · {when(b.days_until)}
              </span>
              <a className="birthdays__gift" href={href('categories')}>
                {tc('actions.sendGift')}
                <span className="visually-hidden">: {b.name}</span>
              </a>
              <a
                className="birthdays__gift birthdays__gift--group"
                href={href('group-gift-start', { friend: b.id, birthday: 1 })}
                data-testid="birthday-group-gift"
              >
                {tg('entry.birthday')}
                <span className="visually-hidden">: {b.name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
