/**
 * npm run cms: Decap CMS's local backend (decap-server) for editing the content pages on this machine. It reads and
 * writes src/content of this checkout directly (no Git commits: review and commit the change as usual). Open the
 * editor from the running shop: `npm run dev` shows each saved change at once; `npm start` shows it after a restart
 * (which rebuilds). In production the editor commits through Git Gateway instead (docs/deploy.md).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { cmsGuard } from './cms-guard.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.CMS_BACKEND_PORT ?? '8081';
const shop = `http://localhost:${process.env.PORT ?? '4321'}`;
const backend = `http://localhost:${port}/api/v1`;

// decap-server listens on the next port, on loopback; the editor talks to the guard in front of it (decision 0237),
// which lets through only the shop's own pages and only paths under src/content and public/cms-media
const inner = String(await freePort());
const server = spawn(process.execPath, [path.join(root, 'node_modules/decap-server/dist/index.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: inner, BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: root, MODE: 'fs' },
});
const shopPort = process.env.PORT ?? '4321';
const origins = [`http://localhost:${shopPort}`, `http://127.0.0.1:${shopPort}`, 'http://localhost:4321', 'http://127.0.0.1:4321'];
// and writes each saved file in the repository's format, so a save changes only what was edited (decision 0239)
const guard = cmsGuard(new URL(`http://127.0.0.1:${inner}`), origins, root).listen(Number(port), '127.0.0.1');
const query = port === '8081' ? '' : `?backend=${encodeURIComponent(backend)}`;
console.log(`Content editor backend on ${backend}.
With the shop running (npm run dev or npm start), open ${shop}/UgiftWeb/cms/${query}
Saved pages are written to src/content/<folder>/<eng|cn|jp>/… in this checkout.`);
const stop = () => {
  guard.close();
  server.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
