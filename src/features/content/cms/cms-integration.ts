import { copyFileSync, createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { sniffAudio, sniffImage } from '../../../shared/media-type.ts';

const require = createRequire(import.meta.url);

/** The files of Decap CMS's prebuilt bundle the browser loads: the entry, its lazy chunks and wasm, the licence. */
const DECAP_FILE = /^(decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm|decap-cms\.js\.LICENSE\.txt)$/;

/**
 * Copies Decap CMS (and the Netlify Identity widget that Git Gateway signs in with) into <site>/cms/decap/ after the
 * build, so /UgiftWeb/cms/ loads them from this origin: the Content-Security-Policy allows no script from elsewhere,
 * and the console never depends on a CDN. Neither is bundled by Vite: they are prebuilt, and only staff load them.
 */
export default function cmsIntegration(): AstroIntegration {
  const decap = () => path.dirname(require.resolve('decap-cms/dist/decap-cms.js'));
  const identity = () => require.resolve('netlify-identity-widget/build/netlify-identity-widget.js');
  /** name → file on disk, for the names the browser asks for under cms/decap/. */
  const source = (name: string): string | null => {
    if (name === 'netlify-identity-widget.js') return identity();
    return DECAP_FILE.test(name) && existsSync(path.join(decap(), name)) ? path.join(decap(), name) : null;
  };
  return {
    name: 'ugift-cms',
    hooks: {
      // the editor's media (Git Gateway commits them to public/cms-media) must be images or tracks by their bytes:
      // a script, HTML or SVG committed there would be served from the shop's origin, so the build stops (decision 0237)
      'astro:build:start': () => {
        const bad = cmsMediaRefused(path.resolve('public/cms-media'));
        if (bad.length > 0) throw new Error(`public/cms-media holds files that are not images or tracks: ${bad.join(', ')}`);
      },
      // astro dev (npm run dev): the same files, straight from node_modules
      'astro:server:setup': ({ server }) => {
        server.middlewares.use('/UgiftWeb/cms/decap/', (req, res, next) => {
          const file = source(path.posix.basename((req.url ?? '').split('?')[0]));
          if (!file) return next();
          res.setHeader('Content-Type', file.endsWith('.wasm') ? 'application/wasm' : 'text/javascript; charset=utf-8');
          createReadStream(file).pipe(res);
        });
      },
      'astro:build:done': ({ dir }) => {
        const out = path.join(fileURLToPath(dir), 'cms', 'decap');
        mkdirSync(out, { recursive: true });
        for (const name of [...readdirSync(decap()), 'netlify-identity-widget.js']) {
          const file = source(name);
          if (file) copyFileSync(file, path.join(out, name));
        }
      },
    },
  };
}

/** The files under a media folder that are not a PNG, JPEG, GIF, WebP, MP3, Ogg or WAV by their magic bytes. */
export function cmsMediaRefused(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const refused: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name !== '.gitkeep') {
        const bytes = new Uint8Array(readFileSync(file).subarray(0, 64));
        if (!sniffImage(bytes) && !sniffAudio(bytes)) refused.push(path.relative(dir, file));
      }
    }
  };
  walk(dir);
  return refused;
}
