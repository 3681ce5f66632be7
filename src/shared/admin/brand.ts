import { categoryInput, categoryRecord } from './category.ts';

/** A brand is described as a category is: names side by side, list and home art, colour, order (decision 0248). */
export const brandInput = categoryInput;
export const brandRecord = categoryRecord;
