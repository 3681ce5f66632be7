/** Every page, API and asset of the shop lives under this one path (the old client's, kept as the spec has it). */
export const BASE = '/UgiftWeb';
