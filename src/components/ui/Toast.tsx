import { useEffect } from 'react';

/** A short status message, announced politely, that clears itself. */
export function Toast({ message, onDone, ms = 2500 }: { message: string; onDone: () => void; ms?: number }) {
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(onDone, ms);
    return () => clearTimeout(t);
  }, [message, ms, onDone]);
  return (
    <div className="ui-toast" role="status" aria-live="polite">
      {message && <span className="ui-toast__text">{message}</span>}
    </div>
  );
}
