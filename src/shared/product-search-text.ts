/**
 * What a product's keywords are matched against (list_product's filter_by_keywords, every word a substring): its
 * names in the three languages, lower-cased. Stored as products.search_text by the seed and the back office, and
 * written into the build-time search snapshot's rows (decision 0228), so both match the same way.
 */
export function productSearchText(names: { en?: string; cn?: string; jp?: string }): string {
  return [names.en ?? '', names.cn ?? '', names.jp ?? ''].join(' ').toLowerCase();
}

/** The words of a search as list_product matches them: split on white space, lower-cased, at most 8. */
export function searchWords(q: string): string[] {
  return q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
}
