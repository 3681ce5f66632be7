// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import serviceWorker from './src/features/pwa/service-worker-integration.ts';
import cms from './src/features/content/cms/cms-integration.ts';
import homeSnapshot from './src/snapshot/snapshot-integration.ts';
import afterPaint from './src/features/shell/after-paint/after-paint-integration.ts';
import { BASE } from './src/shared/base-path.ts';

const signingKey = process.env.API_SIGNING_SECRET || 'ugift-dev-signing-secret';

/**
 * Zod compiles object parsers with `new Function` unless its global config says `jitless`, and probes for eval when
 * the first object schema is made. The pages' Content-Security-Policy allows no eval, and the browser reports even
 * the caught probe as a violation (Lighthouse's best practices on the back office; decision 0277). The client's copy
 * of Zod starts jitless; no module order can set it before the first schema, so the default itself is rewritten.
 * The server, which is not bundled by Vite, keeps the compiled parsers.
 */
const zodWithoutEval = {
  name: 'ugift-zod-without-eval',
  enforce: /** @type {const} */ ('pre'),
  /** @param {string} code @param {string} id */
  transform(code, id) {
    if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
    const next = code.replace('(_a.__zod_globalConfig = {})', '(_a.__zod_globalConfig = { jitless: true })');
    if (next === code) throw new Error('zod-without-eval: zod/v4/core/core.js no longer sets __zod_globalConfig as expected');
    return next;
  },
};

/** Small modules shared by the shopper pages, bundled together (see build.rollupOptions below). */
const SHOP_CORE =
  /src\/(lib\/(paths|use-client-store|country-name|countries|market|use-api)|shared\/(money|i18n-pick|base-path)|features\/(frontend\/(popups-seen|linkage|frontend-api)|catalogue\/catalogue-api|basket\/basket-api|giftcard\/giftcard-api|notification\/notification-api)|components\/(ui\/(SafeImage|Icon)|shop\/PriceTag))\.tsx?$/;

// The site is a static export under /UgiftWeb; the Node server (src/server) serves it and the API.
export default defineConfig({
  // The public origin, for absolute links such as hreflang alternates (PUBLIC_BASE_URL in production).
  site: process.env.PUBLIC_BASE_URL || 'http://localhost:4321',
  base: BASE,
  output: 'static',
  // SITE_DIR lets parallel work trees build side by side; the default is what the server serves.
  outDir: process.env.SITE_DIR ?? './dist/UgiftWeb',
  trailingSlash: 'ignore',
  // Styles travel inside the HTML: no render-blocking stylesheet request before the first paint (decision 0223).
  build: { format: 'file', assets: '_astro', inlineStylesheets: 'always' },
  // serviceWorker: writes sw.js (precache list of this build) after the build; see src/features/pwa.
  // cms: copies Decap CMS's prebuilt bundle into cms/decap/ for /UgiftWeb/cms/ (staff only).
  // homeSnapshot: the default market's home and catalogue lists, rendered into the HTML (decision 0223).
  // afterPaint: the client:paint directive, hydrating an island after the first paint (decision 0226).
  integrations: [react(), afterPaint(), serviceWorker(), cms(), homeSnapshot()],
  devToolbar: { enabled: false },
  server: { port: Number(process.env.PORT || 4321) },
  vite: {
    plugins: [zodWithoutEval],
    define: {
      // The request-signing key is an app identifier, not a secret (see docs/decisions/0003-request-signing.md).
      'import.meta.env.PUBLIC_API_SIGNING_KEY': JSON.stringify(signingKey),
      // Facebook login is offered only when the app id is set at build time (see docs/decisions/0011).
      'import.meta.env.PUBLIC_FACEBOOK_APP_ID': JSON.stringify(process.env.FACEBOOK_APP_ID || ''),
      // Kiosk mode is baked in at build time (npm start rebuilds when KIOSK changes); see docs/decisions/0070.
      'import.meta.env.PUBLIC_KIOSK': JSON.stringify(process.env.KIOSK === '1' ? '1' : '0'),
      'import.meta.env.PUBLIC_KIOSK_IDLE_SECONDS': JSON.stringify(process.env.KIOSK_IDLE_SECONDS || '90'),
      // The shop's time zone, in which the back office shows every date (decision 0238); the server reads the same setting.
      'import.meta.env.PUBLIC_SHOP_TIME_ZONE': JSON.stringify(process.env.SHOP_TIME_ZONE || 'Asia/Singapore'),
      // The counter's idle sign-out (src/features/counter); `npm run kiosk -- --counter` sets it.
      'import.meta.env.PUBLIC_COUNTER_IDLE_SECONDS': JSON.stringify(process.env.COUNTER_IDLE_SECONDS || '300'),
    },
    // Scripts are never inlined into the HTML: the Content-Security-Policy allows no inline script but Astro's own
    // (src/server/http/security-headers.ts). Other assets keep Vite's default limit.
    build: {
      assetsInlineLimit: (file) => (/\.[cm]?js$/.test(file) ? false : undefined),
      rollupOptions: {
        output: {
          // The small modules every shopper page shares travel as one chunk: fourteen chunks of 0.1-0.4 KB each cost
          // the home page's 90 KB budget about 1 KB in per-file overhead (tests/build/site.spec.ts).
          manualChunks: (id) => (SHOP_CORE.test(id) ? 'shop-core' : undefined),
        },
      },
    },
    server: {
      proxy: {
        '/UgiftWeb/api': `http://127.0.0.1:${process.env.API_PORT || 4322}`,
        '/UgiftWeb/media': `http://127.0.0.1:${process.env.API_PORT || 4322}`,
      },
    },
  },
});
