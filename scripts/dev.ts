/** npm run dev: the API server on API_PORT (4322) and astro dev with hot reload on PORT (4321), which proxies /UgiftWeb/api. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '4322';
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

const api = spawn(process.execPath, ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, PORT: apiPort },
});
const site = spawn(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', process.env.PORT ?? '4321'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, API_PORT: apiPort },
});
const stop = () => {
  api.kill('SIGTERM');
  site.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', stop);
site.on('exit', stop);
