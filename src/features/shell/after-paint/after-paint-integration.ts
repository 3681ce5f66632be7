import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers the `client:paint` directive (after-paint-directive.ts; typed in after-paint.d.ts). */
export default function afterPaint(): AstroIntegration {
  return {
    name: 'ugift-after-paint',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'paint', entrypoint: fileURLToPath(new URL('./after-paint-directive.ts', import.meta.url)) });
      },
    },
  };
}
