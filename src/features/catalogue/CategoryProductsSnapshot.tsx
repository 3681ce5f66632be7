import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/catalogue.ts';
import type { CategoryProducts } from '../../snapshot/home-snapshot.ts';
import ProductCard from '../../components/shop/ProductCard.tsx';

/**
 * The top of every snapshotted category's list (decision 0226), rendered at build time into /products and passed to
 * ProductListScreen as its children. Each list is hidden; the page's first-paint hints (src/features/shell) show the
 * one the URL names, for a guest in the snapshot's market, until the live list arrives.
 */
export default function CategoryProductsSnapshot({ lists }: { lists: CategoryProducts[] }) {
  const { t } = useT('catalogue');
  return (
    <>
      {lists.map((list) => (
        <div key={list.category_id} className="list-variant" data-variant={`list_category-${list.category_id}`}>
          <p className="product-list__count">{t('list.count', { count: list.total })}</p>
          <ul className="product-rows">
            {list.rows.map((product) => (
              <ProductCard key={product.id} product={product} lang="en" />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
