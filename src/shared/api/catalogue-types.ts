import type { AnswerOf } from './answers/index.ts';

/** What the catalogue, frontend and giftcard options answer: the contract's types (src/shared/api/answers). */
export type Lang3 = 'en' | 'cn' | 'jp';
export type Names = Partial<Record<Lang3, { name?: string }>>;

/** A product as lists show it (list_product, a campaign's and a gift card's products): the contract's own type. */
export type ProductSummary = AnswerOf<'catalogue', 'list_product'>['table'][number];
export type CampaignInfo = NonNullable<ProductSummary['campaign_info']>;

/** detail_product's table. */
export type ProductDetail = AnswerOf<'catalogue', 'detail_product'>['table'];

/** A category or a brand (list_category, list_brand). */
export type Taxon = AnswerOf<'catalogue', 'list_category'>['table'][number];

/** An interest or a gift intention (list_interest, list_gift_intention). */
export type FilterOption = AnswerOf<'catalogue', 'list_interest'>['table'][number];

/** A banner or a popup (list_banner, list_popup): a popup also says which kind it is. */
export type Linkage = AnswerOf<'frontend', 'list_banner'>['table'][number] & { popup_type?: string };

/** A card design (list_giftcard), a category of designs (list_giftcard grouped) and a design's details. */
export type Giftcard = Extract<AnswerOf<'giftcard', 'list_giftcard'>['table'], Array<{ is_editable: string }>>[number];
export type GiftcardGroup = Extract<AnswerOf<'giftcard', 'list_giftcard'>['table'], Array<{ giftcards: unknown }>>[number];
export type GiftcardDetail = AnswerOf<'giftcard', 'detail_giftcard'>['table'];

/** detail_campaign's table (src/shared/api/answers/profile.ts), and a child campaign (a milestone of the invite campaign). */
export type Campaign = AnswerOf<'profile', 'detail_campaign'>['table'];
export type ChildCampaign = Campaign['child_campaign'][number];
