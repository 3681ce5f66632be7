import { APP_STORE_URL, PLAY_STORE_URL } from './store-links.ts';

/** The two store badges, drawn inline (black, rounded, the store's mark and name). */
export function StoreBadges({ appStoreLabel, playLabel }: { appStoreLabel: string; playLabel: string }) {
  return (
    <div className="store-badges">
      <a className="store-badge" href={APP_STORE_URL} rel="noopener" data-testid="app-store">
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" fill="currentColor">
          <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.9-3-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 6.9 1.2 9.1.8 1.1 1.7 2.3 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.2.9-1.3 1.3-2.5 1.3-2.6-.1 0-2.5-.9-2.5-3.7zM14.1 5.8c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1.1.1 2.1-.5 2.7-1.3z" />
        </svg>
        <span>{appStoreLabel}</span>
      </a>
      <a className="store-badge" href={PLAY_STORE_URL} rel="noopener" data-testid="play-store">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 2.5l10.2 9.5L4 21.5c-.4-.2-.6-.6-.6-1.1V3.6c0-.5.2-.9.6-1.1z" fill="#34A853" />
          <path d="M17.6 8.8l-3.4 3.2 3.4 3.2 3.6-2c1-.6 1-1.8 0-2.4z" fill="#FBBC04" />
          <path d="M4 2.5c.3-.2.8-.2 1.2 0l12.4 6.3-3.4 3.2z" fill="#EA4335" />
          <path d="M4 21.5l10.2-9.5 3.4 3.2-12.4 6.3c-.4.2-.9.2-1.2 0z" fill="#4285F4" />
        </svg>
        <span>{playLabel}</span>
      </a>
    </div>
  );
}
