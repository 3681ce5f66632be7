import { useRecordContext } from 'react-admin';
import { shopDateTime } from '../shop-format.ts';

/** An order's timeline (decision 0238): what happened, oldest first, in the shop's time zone. */
export function OrderTimeline(_props: { label?: string }) {
  const record = useRecordContext<{ timeline?: Array<{ at: string; what: string }> }>();
  if (!record?.timeline) return null;
  return (
    <ol aria-label="Timeline" style={{ margin: 0, paddingLeft: 0, listStyle: 'none', borderLeft: '2px solid #90caf9' }}>
      {record.timeline.map((e) => (
        <li key={`${e.at}:${e.what}`} style={{ padding: '2px 0 6px 12px' }}>
          <span style={{ display: 'inline-block', minWidth: 150, color: '#424242' }}>{shopDateTime(e.at)}</span> {e.what}
        </li>
      ))}
    </ol>
  );
}
