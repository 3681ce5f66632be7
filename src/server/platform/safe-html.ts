import sanitizeHtml from 'sanitize-html';
import { HTML_ATTRIBUTES, HTML_SCHEMES, HTML_TAGS } from '../../shared/html-policy.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: HTML_TAGS,
  allowedAttributes: { a: HTML_ATTRIBUTES },
  allowedSchemes: HTML_SCHEMES,
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/** Stored HTML as it may leave the server (src/shared/html-policy.ts): formatting and plain links only. */
export function safeHtml(html: string | undefined | null): string {
  return html ? sanitizeHtml(html, OPTIONS) : '';
}
