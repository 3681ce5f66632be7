import { pickLang } from '../../shared/i18n-pick.ts';
import type { ProductDetail } from '../../shared/api/catalogue-types.ts';
import ImageCarousel from './ImageCarousel.tsx';
import PriceTag from '../../components/shop/PriceTag.tsx';

/**
 * The top of every snapshotted product's page (decision 0226): its images, name and price, laid out as
 * ProductDetailsScreen lays them out. Rendered at build time into /product-details as the island's children; each is
 * hidden, and the page's first-paint hints show the one the URL names (?id=) to a guest in the snapshot's market,
 * until the live product arrives.
 */
export default function ProductDetailSnapshot({ products }: { products: ProductDetail[] }) {
  return (
    <>
      {products.map((p) => {
        const name = pickLang(p.multiple_languages, 'en', 'name');
        return (
          <div key={p.id} className="list-variant" data-variant={`id-${p.id}`}>
            <div className="detail">
              <ImageCarousel images={p.product_images.map((i) => i.image)} name={name} eager={false} />
              <div className="detail__body">
                <h2 className="detail__name">{name}</h2>
                <PriceTag
                  original={p.original_price}
                  discounted={p.discounted_price}
                  currency={p.currency_code}
                  campaign={p.campaign_info ?? null}
                  lang="en"
                  size="lg"
                />
              </div>
            </div>
          </div>
        );
      })}
    </>
  );
}
