import type { Hono } from 'hono';
import { BASE } from '../../shared/base-path.ts';
import type { AppDeps } from '../http/context.ts';
import type { ConsoleEmail } from '../platform/console-email.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The development inbox is open: the console provider, and not a public (https) deployment (decision 0268). */
export function devInboxOf(deps: AppDeps): ConsoleEmail | null {
  if (deps.config.email.provider !== 'console' || deps.config.publicBaseUrl.startsWith('https://')) return null;
  const email = deps.adapters.email as Partial<ConsoleEmail>;
  return typeof email.inbox === 'function' ? (email as ConsoleEmail) : null;
}

function listPage(inbox: ConsoleEmail): string {
  const rows = inbox
    .inbox()
    .map(
      (m) =>
        `<li><a href="${BASE}/dev/mail/${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a><br><small>to ${escapeHtml(m.to)} · ${escapeHtml(m.at.toISOString())}</small></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Development inbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem}li{margin:.75rem 0}</style></head>
<body><h1>Development inbox</h1><p>E-mails the console provider sent since this server started, newest first. Nothing here left the machine.</p>
${rows ? `<ul>${rows}</ul>` : '<p>No e-mails yet.</p>'}</body></html>`;
}

/**
 * GET /UgiftWeb/dev/mail (decision 0268): the e-mails the console provider kept, for a developer on `npm start` with
 * the embedded defaults; /dev/mail/<id> shows one as its recipient would (the HTML part; ?part=text the text part).
 * It exists only with EMAIL_PROVIDER=console and a PUBLIC_BASE_URL that is not https: anywhere else it answers 404.
 */
export function mountDevInbox(app: Hono, deps: AppDeps): void {
  app.get(`${BASE}/dev/mail`, (c) => {
    const inbox = devInboxOf(deps);
    if (!inbox) return c.text('Not found', 404);
    return c.html(listPage(inbox), 200, {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
  app.get(`${BASE}/dev/mail/:id`, (c) => {
    const inbox = devInboxOf(deps);
    const message = inbox?.inbox().find((m) => m.id === c.req.param('id'));
    if (!message) return c.text('Not found', 404);
    const headers = {
      'Cache-Control': 'no-store',
      // the e-mail's own inline styles and remote images, never a script
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src * data:",
    };
    if (c.req.query('part') === 'text') return c.text(message.text, 200, headers);
    return c.html(message.html, 200, headers);
  });
}
