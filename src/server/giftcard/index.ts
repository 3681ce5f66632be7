import type { OptionDef } from '../http/context.ts';
import { detailGiftcard } from './detail-giftcard.ts';
import { listGiftcard } from './list-giftcard.ts';
import { listMusic } from './list-music.ts';

/** The giftcard group: card designs, one design with its related products, and the songs. */
export const giftcardOptions: OptionDef[] = [listGiftcard, detailGiftcard, listMusic];
