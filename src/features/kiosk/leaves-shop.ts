/**
 * Whether following a link would take a kiosk shopper out of the shop: another site, an app or store link, mail or
 * phone links, or anything outside the shop's base path.
 */
export function leavesShop(href: string, origin: string, base: string): boolean {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return true;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  if (url.origin !== origin) return true;
  return !(url.pathname === base || url.pathname.startsWith(`${base}/`));
}
