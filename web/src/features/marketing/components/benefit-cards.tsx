import { Card } from '@/components/ui/card';

export interface Benefit {
  /** A decorative emoji; hidden from screen readers. */
  readonly icon: string;
  readonly title: string;
  readonly text: string;
}

export function BenefitCards({ items }: { readonly items: readonly Benefit[] }) {
  return (
    <ul className="mk-grid mk-grid--3">
      {items.map((item) => (
        <Card as="li" key={item.title}>
          <span className="mk-benefit__icon" aria-hidden="true">
            {item.icon}
          </span>
          <h3 className="mk-benefit__title">{item.title}</h3>
          <p className="muted">{item.text}</p>
        </Card>
      ))}
    </ul>
  );
}
