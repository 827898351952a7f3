import type { ReactNode } from 'react';

/** A card section its heading labels: overview cards, alert cards, the sign-in pages' steps. */
export function TitledCard({
  id,
  title,
  heading: Heading = 'h2',
  className = 'card',
  children,
}: {
  /** The heading's id. */
  id: string;
  title: string;
  heading?: 'h1' | 'h2' | 'h3';
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {children}
    </section>
  );
}
