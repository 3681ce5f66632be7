import { formatMoney } from '../../shared/money.ts';
import type { CampaignInfo, Lang3 } from '../../shared/api/catalogue-types.ts';
import './price-tag.css';

/** The price after discount, the struck-through original and the campaign's discount message when there is one. */
export default function PriceTag({
  original,
  discounted,
  currency,
  campaign,
  lang,
  showMessage = true,
  size = 'md',
}: {
  original: number;
  discounted: number;
  currency: string;
  campaign: CampaignInfo | null;
  lang: Lang3;
  showMessage?: boolean;
  size?: 'md' | 'lg';
}) {
  const discountedShown = discounted < original;
  const message = campaign ? campaign.multiple_languages[lang]?.discount_message || campaign.discount_message : '';
  return (
    <span className={`price-tag price-tag--${size}`}>
      <span className="price" data-testid="price">
        {formatMoney(discounted, currency)}
      </span>
      {discountedShown && (
        <s className="price price--old" data-testid="original-price">
          {formatMoney(original, currency)}
        </s>
      )}
      {discountedShown && showMessage && message && (
        <span className="price-tag__message" data-testid="discount-message">
          {message}
        </span>
      )}
    </span>
  );
}
