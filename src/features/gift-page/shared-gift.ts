import type { AnswerOf } from '../../shared/api/answers/index.ts';

/** What detail_shared_order answers: the gift still to redeem, or who redeemed it (the contract's union). */
export type SharedGift = AnswerOf<'order', 'detail_shared_order'>['table'];
export type AvailableGift = Extract<SharedGift, { state: 'available' }>;
export type RedeemedGift = Extract<SharedGift, { state: 'redeemed' }>;
export type SharedGiftProduct = AvailableGift['products'][number];

/** The app's custom link that opens a gift in the mobile app (spec: app scheme, RedeemGift path, id parameter). */
export const appRedeemLink = (shareId: string): string => `ugift://RedeemGift?id=${encodeURIComponent(shareId)}`;
