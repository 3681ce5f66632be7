import sanitizeHtml from 'sanitize-html';

/** Basic formatting only: no scripts, styles, event handlers, images or javascript: links. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'h5', 'span', 'small'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** Product, campaign and gift card HTML as it may be sent to a browser. */
export function safeHtml(html: string | undefined | null): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS);
}
