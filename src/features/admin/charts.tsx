import { Typography } from '@mui/material';

export { money } from './shop-format.ts';

/** Horizontal bars drawn in SVG (no chart library): a label, a bar scaled to the largest value, the value. */
export function Bars({ title, rows }: { title: string; rows: Array<{ label: string; value: number; text: string }> }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  const h = 26;
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
      </figcaption>
      {rows.length === 0 ? (
        <Typography>Nothing in this period.</Typography>
      ) : (
        <svg width="100%" height={rows.length * h} role="img" aria-label={title} viewBox={`0 0 600 ${rows.length * h}`}>
          {rows.map((r, i) => (
            <g key={r.label} transform={`translate(0 ${i * h})`}>
              <text x="0" y="17" fontSize="13" fill="#1a1a1a">
                {r.label}
              </text>
              <rect x="230" y="5" height="16" width={(r.value / max) * 250} fill="#1565c0" rx="2" />
              <text x={236 + (r.value / max) * 250} y="17" fontSize="13" fill="#1a1a1a">
                {r.text}
              </text>
            </g>
          ))}
        </svg>
      )}
    </figure>
  );
}
