import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server HTML (already sanitised there) sanitised again in the browser before it is rendered. */
export default function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => (typeof window === 'undefined' ? '' : DOMPurify.sanitize(html)), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
