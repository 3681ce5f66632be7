import { CategoryForm, CategoryList } from './categories.tsx';
import { formPages } from './form-pages.tsx';

/** Brands (catalogue): described as categories are (decision 0248). */
export const BrandList = CategoryList;
export const { Edit: BrandEdit, Create: BrandCreate } = formPages(CategoryForm);
