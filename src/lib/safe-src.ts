/** Only same-site paths, https URLs and inline raster/SVG images may be used as an image source from the API. */
export function safeImageSrc(src: string | null | undefined): string {
  if (!src) return '';
  const s = src.trim();
  if (s.startsWith('/') && !s.startsWith('//')) return s;
  if (/^https:\/\//i.test(s)) return s;
  if (/^data:image\/(png|jpe?g|gif|webp);/i.test(s)) return s;
  return '';
}
