import type { Namespace, Resources } from './i18n-resources.ts';

/** Plural forms a key may carry (`items_one`, `items_other`): callers use the base key with `{ count }`. */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type LeafKey<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base | K : K;

/** Every dotted path to a string in a namespace's English JSON, e.g. 'row.items' or 'tabs.home'. */
export type KeyPath<T> = {
  [K in keyof T & string]: T[K] extends string ? LeafKey<K> : T[K] extends object ? `${K}.${KeyPath<T[K]>}` : never;
}[keyof T & string];

export type TranslationKey<N extends Namespace> = KeyPath<Resources[N]>;

/** `{{name}}` values; `count` also picks the plural form; `defaultValue` answers a missing key. */
export type TranslationVars = { count?: number; defaultValue?: string } & Record<string, unknown>;

export type TFunction<N extends Namespace> = (key: TranslationKey<N>, vars?: TranslationVars) => string;
