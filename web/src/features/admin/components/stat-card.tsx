import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { classNames } from '@/components/ui/class-names';
import '../admin.css';

export interface StatCardProps {
  readonly title: string;
  readonly value: ReactNode;
  readonly note?: ReactNode;
  /** A figure that needs an admin (sync issues, past due): a warm border; the words say why. */
  readonly warning?: boolean;
  readonly children?: ReactNode;
}

/** One figure in a card, named by its title (an h3 under the section's h2), inside a list of cards. */
export function StatCard({ title, value, note, warning = false, children }: StatCardProps) {
  return (
    <Card as="li" titleAs="h3" title={title} className={classNames('admin-stat', warning && 'admin-stat--warning')}>
      <p className="admin-stat__value">{value}</p>
      {note !== undefined ? <p className="admin-stat__note">{note}</p> : null}
      {children}
    </Card>
  );
}
