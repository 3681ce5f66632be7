import type { Context, MiddlewareHandler } from 'hono';
import { BASE } from '../../shared/base-path.ts';

/**
 * SHA-256 digests of the inline scripts Astro writes into pages with islands: the island runtime (astro-island.prebuilt.js)
 * and the hydration directives (client/*.prebuilt.js). They change only when Astro is upgraded;
 * tests/unit/platform/security-headers.test.ts recomputes them from the installed astro and fails with the new values.
 */
export const ASTRO_INLINE_SCRIPT_HASHES: readonly string[] = [
  "'sha256-Ya0pUYrC7nM5Cn/056TyVuEiz6dFGrzmkWzgON0pF0U='", // island runtime
  "'sha256-BF0290pkb3jxQsE7z00xR8Imp8X34FLC88L0lkMnrGw='", // client:idle
  "'sha256-QzWFZi+FLIx23tnm9SBU4aEgx4x8DsuASP07mfqol/c='", // client:load
  "'sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q='", // client:visible
  "'sha256-0chmwFk0zaA528yFfGV7J9ppIpdfTPPULncDF3WG7Zs='", // client:media
  "'sha256-eIXWvAmxkr251LJZkjniEK5LcPF3NkapbJepohwYRIc='", // client:only
];

/**
 * SHA-256 digests of our own inline scripts (decision 0226): the client:paint directive, which Astro bundles from
 * src/features/shell/after-paint/after-paint-directive.ts, the first-paint hints (src/features/shell/first-paint-hints.ts)
 * and the early calls (src/features/shell/early-calls-script.ts). tests/unit/platform/security-headers.test.ts
 * rebuilds them and fails with the new values when any changes.
 */
export const OWN_INLINE_SCRIPT_HASHES: readonly string[] = [
  "'sha256-ol7Oh8RFP3lYKFSwKiEUrUPFM6U4LKhrkeSa+M5G2iw='", // client:paint
  "'sha256-Zq3ifhQehOa9ylRGEOvEf60vft1FX2eBtOQoDykvJ94='", // first-paint hints
  "'sha256-J8b+zdR30ejaarJ6kyl5QiNM2Q10OnnwILdva/QMflI='", // early calls
];

/**
 * The Content-Security-Policy of every answer. Scripts: our own files and Astro's hashed island runtime, never
 * 'unsafe-inline'. Styles allow inline (React style attributes position card elements). Images and media, being
 * passive, may also come from https: (social profile pictures, marketing videos on a CDN) and blob: (previews).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${[...ASTRO_INLINE_SCRIPT_HASHES, ...OWN_INLINE_SCRIPT_HASHES].join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The content editor's page (/UgiftWeb/cms/, Decap CMS, staff only): Decap validates its configuration with AJV,
 * which compiles validators with `new Function`, so this one page allows 'unsafe-eval'. It has no inline script and
 * no shopper ever loads it. netlify.toml sends this policy on /UgiftWeb/cms (docs/decisions/0190-content-editor.md).
 */
export const CMS_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'");

/** The same page served by the Node server may also reach decap-server on this machine (`npm run cms`). */
export const CMS_LOCAL_CONTENT_SECURITY_POLICY = CMS_CONTENT_SECURITY_POLICY.replace(
  "connect-src 'self'",
  "connect-src 'self' http://localhost:* http://127.0.0.1:*",
);

/**
 * The merchant's counter (/UgiftWeb/counter, staff only) reads codes with the device camera and, where the
 * browser has no BarcodeDetector, decodes them with a WebAssembly build of zxing loaded from this origin: its page
 * allows the camera for itself and compiling WebAssembly ('wasm-unsafe-eval', not 'unsafe-eval'). Decision 0200.
 */
export const COUNTER_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'");
export const COUNTER_PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=()';

/** The group gift page records a signature's voice note (decision 0259): it alone may use the microphone. */
export const GROUP_GIFT_PERMISSIONS_POLICY = 'camera=(), microphone=(self), geolocation=(), payment=()';

/** Headers every answer carries. netlify.toml's "/*" rule sends exactly this set (a unit test compares them). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * The policy of the JSON API's answers (/UgiftWeb/api/...): an answer is data, never a document, so nothing may load
 * and nothing may frame it, as OWASP's REST cheat sheet advises. Stricter than the pages' policy and 700 bytes
 * shorter on every API answer (the answer's bytes are most of a cached read's cost). Decision 0224.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The security headers of every answer under /UgiftWeb/api/: the shared set with the API's policy. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
};

const API_PATH = `${BASE}/api/`;

const complete = new WeakSet<object>();

/**
 * Headers of a successful API answer: the security headers, JSON, no-store, and Vary as compression would set it.
 * An answer built with them (answerWithAllHeaders) is left alone by the middlewares, so @hono/node-server writes
 * its plain header object as it is, without a web Headers object per request.
 */
export const API_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  ...API_SECURITY_HEADERS,
  'Content-Type': 'application/json',
  'Cache-Control': 'no-store',
  Vary: 'Accept-Encoding',
};

/** A 200 JSON answer (its JSON text) that already carries every header; the middlewares below then add nothing. */
export function answerWithAllHeaders(c: Context, json: string): Response {
  complete.add(c);
  return new Response(json, { status: 200, headers: API_ANSWER_HEADERS });
}

/** True when the route answered with answerWithAllHeaders. */
export function hasAllHeaders(c: Context): boolean {
  return complete.has(c);
}

/** The headers a route may deliberately set for itself (a provider's hosted page, the staff pages above). */
const OWN_HEADERS = ['Content-Security-Policy', 'Permissions-Policy'];

/**
 * Adds the security headers to every answer. A route that deliberately sets its own Content-Security-Policy or
 * Permissions-Policy keeps it; every other header is always the shared value.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (hasAllHeaders(c)) return;
  // Set on the answer's own headers: c.header() after the handler would turn @hono/node-server's lightweight
  // answer into a full web Response (twice per header), a third of a cached read's cost. A route's own
  // headers object can be read-only (Response.redirect); it then gets a copy through c.header().
  const headers = c.res.headers;
  const set = c.req.path.startsWith(API_PATH) ? API_SECURITY_HEADERS : SECURITY_HEADERS;
  try {
    for (const [k, v] of Object.entries(set)) if (!OWN_HEADERS.includes(k) || !headers.has(k)) headers.set(k, v);
  } catch {
    const own = OWN_HEADERS.map((name) => [name, headers.get(name)] as const);
    for (const [k, v] of Object.entries(set)) c.header(k, v);
    for (const [name, value] of own) if (value) c.header(name, value);
  }
};
