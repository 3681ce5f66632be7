// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

const signingKey = process.env.API_SIGNING_SECRET || 'ugift-dev-signing-secret';

// The site is a static export under /UgiftWeb; the Node server (src/server) serves it and the API.
export default defineConfig({
  base: '/UgiftWeb',
  output: 'static',
  // SITE_DIR lets parallel work trees build side by side; the default is what the server serves.
  outDir: process.env.SITE_DIR ?? './dist/UgiftWeb',
  trailingSlash: 'ignore',
  build: { format: 'file', assets: '_astro' },
  integrations: [react()],
  devToolbar: { enabled: false },
  server: { port: Number(process.env.PORT || 4321) },
  vite: {
    define: {
      // The request-signing key is an app identifier, not a secret (see docs/decisions/0003-request-signing.md).
      'import.meta.env.PUBLIC_API_SIGNING_KEY': JSON.stringify(signingKey),
    },
    server: {
      proxy: {
        '/UgiftWeb/api': `http://127.0.0.1:${process.env.API_PORT || 4322}`,
        '/UgiftWeb/media': `http://127.0.0.1:${process.env.API_PORT || 4322}`,
        '/UgiftWeb/cashier': `http://127.0.0.1:${process.env.API_PORT || 4322}`,
      },
    },
  },
});
