import { brands } from '../../db/schema/index.ts';
import { describedResource } from '../categories/categories-resource.ts';

/** Brands: the catalogue role edits them, described as categories are; other roles read them as choices. */
export const brandsResource = describedResource('brands', brands);
