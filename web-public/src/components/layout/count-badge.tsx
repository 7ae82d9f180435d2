/** A small count beside a menu entry ("Requests 2"), read out as "2 waiting". */
export function CountBadge({ count, what = 'waiting' }: { count: number; what?: string }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge">
      {count}
      <span className="visually-hidden"> {what}</span>
    </span>
  );
}
