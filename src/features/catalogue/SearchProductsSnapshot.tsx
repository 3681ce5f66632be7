import { productSearchText } from '../../shared/product-search-text.ts';
import type { ProductSummary } from '../../shared/api/catalogue-types.ts';
import ProductCard from '../../components/shop/ProductCard.tsx';

/**
 * The snapshot market's whole catalogue in the search's order (decision 0228), rendered at build time into
 * /product-search as ProductListScreen's children. Hidden; for a guest in the snapshot's market the page's first-paint
 * hints show it with only the rows whose names contain every word of the URL's `q`, the way list_product matches,
 * until the live answer arrives. The count line is left blank (its height reserved): CSS cannot count the rows.
 */
export default function SearchProductsSnapshot({ products }: { products: ProductSummary[] }) {
  return (
    <div className="list-variant" data-variant="search">
      <p className="product-list__count" aria-hidden="true">
        {'\u00a0'}
      </p>
      <ul className="product-rows">
        {products.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            lang="en"
            searchText={productSearchText({
              en: product.multiple_languages.en?.name,
              cn: product.multiple_languages.cn?.name,
              jp: product.multiple_languages.jp?.name,
            })}
          />
        ))}
      </ul>
    </div>
  );
}
