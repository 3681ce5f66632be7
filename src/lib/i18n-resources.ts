import type common from '../../locales/eng/common.json';

/**
 * The namespaces of the interface text: one JSON file per feature and language under locales/{eng,cn,jp}/.
 * English is the source of the key types; every feature adds its namespace here.
 */
export interface Resources {
  common: typeof common;
}

export type Namespace = keyof Resources;
