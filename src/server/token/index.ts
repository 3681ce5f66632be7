export { tokenOptions } from './handlers.ts';
