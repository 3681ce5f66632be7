import type { ReactNode } from 'react';
import GuestPrompt from './GuestPrompt.tsx';

/**
 * What a screen that needs a member renders before it knows who is looking (the prerendered HTML and the first
 * client render): the login prompt and the member's skeleton, of which CSS shows one by the page's first-paint hints
 * (`<html data-member>`, src/features/shell/first-paint-hints.ts). A guest so sees the prompt at the first paint.
 */
export default function SessionPending({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <div className="session-pending">
      <GuestPrompt testId={testId} />
      <div className="session-pending__member">{children}</div>
    </div>
  );
}
