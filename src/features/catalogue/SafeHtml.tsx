import DOMPurify from 'dompurify';

/** Server HTML (sanitised there with sanitize-html) sanitised again with DOMPurify before it is set. */
export default function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'img', 'iframe'],
    FORBID_ATTR: ['style'],
  });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised just above by the one allow-list policy
  return <div className={`safe-html ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
