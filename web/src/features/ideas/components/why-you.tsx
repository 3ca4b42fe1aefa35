import type { PersonalNote } from '#functions/shared/schemas';

/** Why the subscriber's own idea was chosen for them: short lines, on the card and the idea page. Nothing for a shared idea. */
export function WhyYou({
  personal,
  headingLevel = 'p',
}: {
  readonly personal?: PersonalNote | undefined;
  readonly headingLevel?: 'p' | 'h2';
}) {
  if (!personal || personal.reasons.length === 0) return null;
  const Heading = headingLevel;
  return (
    <section className="why-you" aria-label="Why you">
      <Heading className="why-you__heading">Why you</Heading>
      <ul className="why-you__reasons">
        {personal.reasons.map((reason, index) => (
          <li key={`${index}-${reason.text}`}>{reason.text}</li>
        ))}
      </ul>
    </section>
  );
}
