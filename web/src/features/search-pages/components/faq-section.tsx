import type { FaqItem } from '../data/types';

/** Rendered open, question and answer as plain text: the FAQPage JSON-LD carries the same strings. */
export function FaqSection({ heading, items }: { heading: string; items: readonly FaqItem[] }) {
  return (
    <section id="faq" className="sp-section" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="sp-section__title">
        {heading}
      </h2>
      <div className="sp-faq">
        {items.map((item) => (
          <div key={item.question} className="sp-faq__item">
            <h3 className="sp-faq__question">{item.question}</h3>
            <p className="sp-faq__answer">{item.answer}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
