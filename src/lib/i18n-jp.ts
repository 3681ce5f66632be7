/** Every Japanese namespace as one chunk, loaded when a shopper picks Japanese (src/lib/i18n.ts loads all at once). */
export default import.meta.glob<Record<string, unknown>>(['../../locales/jp/*.json', '!../../locales/jp/counter.json'], {
  eager: true,
  import: 'default',
});
