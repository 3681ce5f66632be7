import DOMPurify from 'dompurify';
import type { MouseEvent } from 'react';
import { asWebUrl, isExternal } from './redeem-link.ts';

/**
 * Server HTML (already sanitised there) sanitised again with DOMPurify before it is set. A click on a link to another
 * site is handed to onExternal, which asks before leaving.
 */
export default function HtmlBlock({ html, onExternal }: { html: string; onExternal: (url: URL) => void }) {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'img'],
    FORBID_ATTR: ['style'],
  });
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const anchor = (e.target as HTMLElement).closest('a');
    if (!anchor) return;
    const url = asWebUrl(anchor.href);
    e.preventDefault();
    if (url && isExternal(url, window.location.href)) onExternal(url);
    else if (url) window.location.assign(url.toString());
  };
  // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions lint/security/noDangerouslySetInnerHtml: sanitised HTML; the click only catches clicks on links inside it, which are keyboard-reachable themselves
  return <div className="voucher-html" onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
