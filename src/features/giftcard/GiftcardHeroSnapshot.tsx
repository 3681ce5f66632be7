import { pickLang } from '../../shared/i18n-pick.ts';
import type { GiftcardGroup } from '../../shared/api/catalogue-types.ts';
import GiftcardHero from './GiftcardHero.tsx';

/**
 * The top of every snapshotted design's page (decision 0226): rendered at build time into /gift-card-product as the
 * island's children, each hidden; the page's first-paint hints show the one of ?id= to a guest in the snapshot's
 * market, until the live design arrives.
 */
export default function GiftcardHeroSnapshot({ groups }: { groups: GiftcardGroup[] }) {
  const designs = [...new Map(groups.flatMap((g) => g.giftcards).map((c) => [c.id, c])).values()];
  return (
    <>
      {designs.map((c) => (
        <div key={c.id} className="list-variant" data-variant={`id-${c.id}`}>
          <div className="giftcard-product">
            <GiftcardHero
              image={c.image}
              name={pickLang(c.multiple_languages, 'en', 'name')}
              editable={c.is_editable === 'Yes'}
              eager={false}
            />
          </div>
        </div>
      ))}
    </>
  );
}
