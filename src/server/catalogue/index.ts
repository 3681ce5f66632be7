import type { OptionDef } from '../http/context.ts';
import { detailProduct } from './detail-product.ts';
import { listGiftIntention, listInterest } from './filter-options.ts';
import { listProduct } from './list-product.ts';
import { listBrand, listCategory } from './list-taxonomy.ts';

/** The catalogue group: categories and brands, product lists and search, product detail, filter vocabularies. */
export const catalogueOptions: OptionDef[] = [listCategory, listBrand, listProduct, detailProduct, listInterest, listGiftIntention];
