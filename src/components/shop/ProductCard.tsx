import { pickLang } from '../../shared/i18n-pick.ts';
import { href } from '../../lib/paths.ts';
import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/catalogue.ts';
import SafeImage from '../ui/SafeImage.tsx';
import PriceTag from './PriceTag.tsx';
import type { Lang3, ProductSummary } from '../../shared/api/catalogue-types.ts';
import './product-card.css';

/**
 * A product row of a list: image, name in the chosen language, price; goes to the product's page. `searchText`: the
 * text the search snapshot's first-paint rule matches the URL's words against (decision 0228).
 */
export default function ProductCard({ product, lang, searchText }: { product: ProductSummary; lang: Lang3; searchText?: string }) {
  const { t } = useT('catalogue');
  const name = pickLang(product.multiple_languages, lang, 'name');
  return (
    <li className="product-row card" data-search={searchText}>
      <a href={href('product-details', { id: product.id })} className="product-row__link" data-testid="product-row">
        <SafeImage src={product.image} alt="" className="product-row__image" width={96} height={64} />
        <span className="product-row__body">
          <span className="product-row__name">{name}</span>
          <PriceTag
            original={product.original_price}
            discounted={product.discounted_price}
            currency={product.currency_code}
            campaign={product.campaign_info}
            lang={lang}
          />
          {product.stock <= 0 && <span className="product-row__stock">{t('detail.outOfStock')}</span>}
        </span>
      </a>
    </li>
  );
}
