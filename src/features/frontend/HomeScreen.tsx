import { lazy, Suspense, type ReactNode } from 'react';
import { listGiftcards } from '../giftcard/giftcard-api.ts';
import { pickLang } from '../../shared/i18n-pick.ts';
import { listBanners } from './frontend-api.ts';
import { listProducts, listTaxa } from '../catalogue/catalogue-api.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/frontend.ts';
import { href } from '../../lib/paths.ts';
import { $isMember } from '../../lib/session-store.ts';
import SafeImage from '../../components/ui/SafeImage.tsx';
import PriceTag from '../../components/shop/PriceTag.tsx';
import { adoptCountry, countryField, useMarket } from '../../lib/market.ts';
import { useApi } from '../../lib/use-api.ts';
import BannerCarousel from './BannerCarousel.tsx';
import './home-screen.css';
import { useClientStore, useHydrated } from '../../lib/use-client-store.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import {
  HOME_CATEGORIES,
  HOME_GIFTCARDS,
  HOME_POPULAR,
  type HomeSnapshot,
  liveOrSnapshot,
  snapshotUsable,
} from '../../snapshot/home-snapshot.ts';

/** Members only, loaded on demand: friends' upcoming birthdays; guests never download it. */
const BirthdayStrip = lazy(() => import('../birthdays/BirthdayStrip.tsx'));

/** The part of the build-time snapshot the home page renders (passed by pages/home.astro). */
export type HomeScreenSnapshot = Pick<HomeSnapshot, 'country_id' | 'banners' | 'giftcards' | 'categories' | 'popular'>;

function Section({
  title,
  link,
  linkLabel,
  children,
  testId,
}: {
  title: string;
  link?: string;
  linkLabel?: string;
  children: ReactNode;
  testId: string;
}) {
  const id = `home-${testId}`;
  return (
    <section className="home-section" aria-labelledby={id} data-testid={testId}>
      <div className="section__head">
        <h2 id={id}>{title}</h2>
        {link && (
          <a href={link} className="home-section__more">
            {linkLabel}
          </a>
        )}
      </div>
      {children}
    </section>
  );
}

const Skeletons = ({ n, className }: { n: number; className: string }) => (
  <>
    {Array.from({ length: n }, (_, i) => (
      <li key={i} className={`${className} skeleton`} aria-hidden="true" />
    ))}
  </>
);

/**
 * /home: banners, Send a Gift Card, Discover, Invite A Friend (members), Popular. Every list refetches on a country or
 * language change. The prerendered page shows the build-time snapshot; the live answers replace it after hydration.
 */
export default function HomeScreen({ snapshot = null }: { snapshot?: HomeScreenSnapshot | null }) {
  const { t } = useT('frontend');
  const { t: tc } = useT('common');
  const { country, language, lang: marketLang } = useMarket();
  const member = useClientStore($isMember, false);
  const mounted = useHydrated();
  // English until hydrated, like useT: the first render must match the prerendered snapshot
  const lang = mounted ? marketLang : 'en';
  const market = [country, language];

  const usable = snapshotUsable(snapshot, { hydrated: mounted, member, country });

  const banners = liveOrSnapshot(useApi(listBanners, market), snapshot?.banners, usable);
  const cards = liveOrSnapshot(
    useApi(() => listGiftcards({ limit: HOME_GIFTCARDS, language, ...countryField() }), market),
    snapshot?.giftcards,
    usable,
  );
  const categories = liveOrSnapshot(
    useApi(() => listTaxa('list_category', { limit: HOME_CATEGORIES, language, ...countryField() }), market),
    snapshot?.categories,
    usable,
  );
  const popular = liveOrSnapshot(
    useApi(async () => {
      const answer = await listProducts({ order_by: 'POPULAR', limit: HOME_POPULAR, language, ...countryField() });
      adoptCountry(answer);
      return answer.table;
    }, market),
    snapshot?.popular,
    usable,
  );

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('title')}</h1>
      {banners.loading && !banners.data ? (
        <div className="banners skeleton banners--skeleton" aria-hidden="true" />
      ) : (
        <BannerCarousel banners={banners.data ?? []} lang={lang} stale={banners.stale} />
      )}

      <Section title={tc('home.sendGiftCard')} link={href('gift-card')} linkLabel={tc('home.seeAll')} testId="gift-cards">
        <ul className={cards.loading && !cards.data ? 'strip strip--loading' : 'strip'}>
          {cards.loading && !cards.data ? (
            <Skeletons n={3} className="strip__card" />
          ) : (
            (cards.data ?? []).map((c) => (
              <li key={c.id}>
                <a className="strip__card" href={href('gift-card-product', { id: c.id })} data-stale={cards.stale || undefined}>
                  <SafeImage
                    src={pickLang(c.multiple_languages, lang, 'image_thumbnail') || c.image_thumbnail}
                    alt=""
                    width={150}
                    height={100}
                    className="strip__card-image"
                  />
                  <span className="strip__card-name">{pickLang(c.multiple_languages, lang, 'name')}</span>
                </a>
              </li>
            ))
          )}
        </ul>
      </Section>

      <Section title={tc('home.discover')} testId="discover">
        <ul className="discover">
          {categories.loading && !categories.data ? (
            <Skeletons n={2} className="discover__tile" />
          ) : (
            (categories.data ?? []).map((c) => (
              <li key={c.id}>
                <a
                  className="discover__tile"
                  data-stale={categories.stale || undefined}
                  href={href('products', { id: c.id, type: 'list_category' })}
                  style={{ ['--tile' as string]: c.colour_code }}
                >
                  <SafeImage src={c.image_home || c.image} alt="" width={120} height={90} className="discover__image" />
                  <span className="discover__name">{pickLang(c.multiple_languages, lang, 'name')}</span>
                </a>
              </li>
            ))
          )}
          <li>
            <a className="discover__tile discover__tile--more" href={href('categories')} data-testid="discover-more">
              <span className="discover__more-icon" aria-hidden="true">
                ＋
              </span>
              <span className="discover__name">{tc('home.more')}</span>
            </a>
          </li>
        </ul>
      </Section>

      {mounted && member && (
        <a className="invite-banner" href={href('invite-friend')} data-testid="invite-banner">
          <span className="invite-banner__text">
            <strong>{tc('home.inviteFriend')}</strong>
            <span>{tc('home.inviteBody')}</span>
          </span>
          <Icon name="gift" className="invite-banner__icon" size={40} strokeWidth={1.6} />
        </a>
      )}

      {mounted && member && (
        <Suspense fallback={null}>
          <BirthdayStrip />
        </Suspense>
      )}

      <Section
        title={tc('home.popular')}
        link={href('product-search', { filter: 'popular' })}
        linkLabel={tc('home.seeAll')}
        testId="popular"
      >
        <ul className={popular.loading && !popular.data ? 'popular popular--loading' : 'popular'}>
          {popular.loading && !popular.data ? (
            <Skeletons n={3} className="popular__item" />
          ) : (
            (popular.data ?? []).map((p) => (
              <li key={p.id}>
                <a
                  className="popular__item"
                  href={href('product-details', { id: p.id })}
                  data-testid="popular-item"
                  data-stale={popular.stale || undefined}
                >
                  <SafeImage src={p.image} alt="" width={144} height={96} className="popular__image" />
                  <span className="popular__name">{pickLang(p.multiple_languages, lang, 'name')}</span>
                  <PriceTag
                    original={p.original_price}
                    discounted={p.discounted_price}
                    currency={p.currency_code}
                    campaign={p.campaign_info}
                    lang={lang}
                  />
                </a>
              </li>
            ))
          )}
        </ul>
        {!popular.loading && (popular.data ?? []).length === 0 && <p className="empty">{t('nothing')}</p>}
      </Section>
    </div>
  );
}
