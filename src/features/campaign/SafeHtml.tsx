import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server HTML (already sanitised there) sanitised again in the browser before it is rendered. */
export default function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => (typeof window === 'undefined' ? '' : DOMPurify.sanitize(html)), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised just above by the one allow-list policy
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
