/** Placeholder cards while a list loads. */
export default function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="wallet-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton wallet-skeleton__row" />
      ))}
    </div>
  );
}
