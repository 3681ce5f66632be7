import { useT } from '../../lib/i18n.ts';
import '../../lib/i18n-eng/giftcard.ts';
import SafeImage from '../../components/ui/SafeImage.tsx';

interface Props {
  image: string;
  name: string;
  editable: boolean;
  /** false for the build-time snapshot's hidden copies: lazy, so that only the shown one downloads */
  eager?: boolean;
  /** the name's test id (left off the snapshot's copies) */
  nameTestId?: string;
}

/** A card design as /gift-card-product shows it at the top: the picture, its name and the editable badge. */
export default function GiftcardHero({ image, name, editable, eager = true, nameTestId }: Props) {
  const { t } = useT('giftcard');
  return (
    <figure className="giftcard-hero">
      <SafeImage src={image} alt={name} loading={eager ? 'eager' : 'lazy'} fetchPriority="high" className="giftcard-hero__image" />
      <figcaption className="giftcard-hero__caption">
        <strong data-testid={nameTestId}>{name}</strong>
        {editable && <span className="giftcard-hero__editable">{t('list.editable')}</span>}
      </figcaption>
    </figure>
  );
}
