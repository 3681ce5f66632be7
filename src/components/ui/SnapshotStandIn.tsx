import { type ReactNode, useEffect, useState } from 'react';

/**
 * The build-time snapshot's parts a screen received as children (decision 0226), standing in for its skeleton until
 * the screen's first live answer of this page view (`settled`); after that never again, so that a later refetch (a
 * change of market) never shows the snapshot's prices. Which part shows, if any, is the first-paint hints' CSS.
 */
export default function SnapshotStandIn({ children, settled }: { children?: ReactNode; settled: boolean }) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (settled) setDone(true);
  }, [settled]);
  if (!children || done || settled) return null;
  return <div className="list-variants">{children}</div>;
}
