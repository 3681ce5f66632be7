/** Every Chinese namespace as one chunk, loaded when a shopper picks Chinese (src/lib/i18n.ts loads all at once). */
export default import.meta.glob<Record<string, unknown>>(['../../locales/cn/*.json', '!../../locales/cn/counter.json'], {
  eager: true,
  import: 'default',
});
