/**
 * The one policy for HTML the shop shows from its data (product terms and how-to, campaign text, voucher text): basic
 * formatting and plain links, nothing that runs, loads or styles. The server sanitises with it before answering
 * (src/server/platform/safe-html.ts, sanitize-html) and the browser again before rendering (components/ui/SafeHtml,
 * DOMPurify), so both sides allow exactly the same things.
 */
export const HTML_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'h5', 'span', 'small'];
/** Links only, on anchors; the server sets target and rel itself (new tab, noopener noreferrer), whatever the data says. */
export const HTML_ATTRIBUTES = ['href', 'target', 'rel'];
export const HTML_SCHEMES = ['http', 'https', 'mailto', 'tel'];
