import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

/**
 * Loaded with `--import` into a server process (NODE_OPTIONS): writes the URL of every module the process resolves,
 * one a line, to MODULE_PROBE_FILE, so a test can tell what was loaded and what was not (decision 0273).
 */
const file = process.env.MODULE_PROBE_FILE;
if (file) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      appendFileSync(file, `${resolved.url}\n`);
      return resolved;
    },
  });
}
