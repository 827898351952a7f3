/**
 * One-line loading and empty states of the front page's glance cards: each holds the height of
 * a loaded line, so nothing below moves when the data arrive.
 */
export function GlanceLoading({ label }: { label: string }) {
  return (
    <p className="glance__line status status--loading" role="status">
      {label}
    </p>
  );
}

export function GlanceEmpty({ message }: { message: string }) {
  return <p className="glance__line status status--empty">{message}</p>;
}
