/** Placeholder cards while a list loads. */
export default function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="list-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton list-skeleton__row" />
      ))}
    </div>
  );
}
