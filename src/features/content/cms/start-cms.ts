import { cmsConfig } from './cms-config.ts';
import { type CmsPreviewApi, registerPreviews } from './cms-preview.ts';

/**
 * Starts Decap CMS on /UgiftWeb/cms/ with the configuration built from the content schema (never a config.yml that
 * could drift from it). Decap's own bundle is copied into the build by src/features/content/cms/cms-integration.ts;
 * it initialises itself on load unless told not to, so the flag is set before the script is added.
 */
const BUNDLE = `${import.meta.env.BASE_URL}/cms/decap/`;

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: CmsPreviewApi & { init(options: { config: unknown }): void };
    /** Decap's React.createElement, which its bundle puts on window for preview templates */
    h?: Parameters<typeof registerPreviews>[1];
  }
}

function load(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

async function start(): Promise<void> {
  const onThisMachine = ['localhost', '127.0.0.1'].includes(location.hostname);
  // Git Gateway signs editors in with Netlify Identity; on this machine decap-server needs no sign-in.
  if (!onThisMachine) await load(`${BUNDLE}netlify-identity-widget.js`);
  window.CMS_MANUAL_INIT = true;
  await load(`${BUNDLE}decap-cms.js`);
  const backend = new URLSearchParams(location.search).get('backend');
  // the preview pane shows the shop's page with the shop's styles (decision 0239)
  if (window.CMS && window.h) registerPreviews(window.CMS, window.h);
  window.CMS?.init({ config: cmsConfig(location.origin, backend) });
}

start().catch((error: unknown) => {
  const note = document.getElementById('cms-failed');
  if (note) note.hidden = false;
  console.error(error);
});
