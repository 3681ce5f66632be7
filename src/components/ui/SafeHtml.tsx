import DOMPurify from 'dompurify';
import { type MouseEvent, useMemo } from 'react';
import { HTML_ATTRIBUTES, HTML_TAGS } from '../../shared/html-policy.ts';

/**
 * Server HTML rendered under the one policy (src/shared/html-policy.ts): sanitised on the server, and again here with
 * DOMPurify allowing exactly the same tags and attributes. With `onLink`, a click on a link is handed to it (the
 * wallet asks before leaving the shop) instead of being followed.
 */
export default function SafeHtml({ html, className, onLink }: { html: string; className?: string; onLink?: (href: string) => void }) {
  const clean = useMemo(
    () =>
      typeof window === 'undefined'
        ? ''
        : DOMPurify.sanitize(html, { ALLOWED_TAGS: HTML_TAGS, ALLOWED_ATTR: HTML_ATTRIBUTES, ALLOW_DATA_ATTR: false }),
    [html],
  );
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const anchor = onLink ? (e.target as HTMLElement).closest('a') : null;
    if (!anchor || !onLink) return;
    e.preventDefault();
    onLink(anchor.href);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions lint/security/noDangerouslySetInnerHtml: the HTML is sanitised just above under the one policy; the click only catches clicks on links inside it, which are keyboard-reachable themselves
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
