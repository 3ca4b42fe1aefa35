import { Fragment, useId, type ReactNode } from 'react';
import { contentFields, fieldLabel, plainText } from '#functions/ideas/preview';
import { fieldKind, filmingLines, hooksOf, slidesOf, textLines, whyBullets } from './idea-fields';
import './idea.css';

/**
 * An idea's content fields, each rendered by its name (docs/product-rules.md#idea-page): hooks as
 * "Hook - Option n" cards, sections and points as "Key Points" slides, why-it-works as bullets,
 * a generated idea's filming plan as a "Filming plan" block, anything else as a titled list or text block. The idea page, the public idea page and the example
 * pages share it.
 */
export function IdeaContent({ content }: { readonly content: unknown }) {
  const id = useId();
  return (
    <>
      {contentFields(content).map(([name, value], index) => (
        <IdeaField key={name} name={name} value={value} headingId={`${id}-${index}`} />
      ))}
    </>
  );
}

function IdeaField({ name, value, headingId }: { readonly name: string; readonly value: unknown; readonly headingId: string }) {
  switch (fieldKind(name)) {
    case 'hooks': {
      const hooks = hooksOf(value);
      return (
        <FieldSection title="Hook options" headingId={headingId}>
          <ol className="ex-hooks">
            {hooks.map((hook, index) => (
              <li key={`${index}-${hook}`} className="ex-hook">
                <p className="ex-hook__label">{hooks.length > 1 ? `Hook - Option ${index + 1}` : 'Hook'}</p>
                <p className="ex-hook__text">{hook}</p>
              </li>
            ))}
          </ol>
        </FieldSection>
      );
    }
    case 'slides':
      return (
        <FieldSection title="Key Points" headingId={headingId}>
          <ol className="ex-slides">
            {slidesOf(value).map((slide, index) => (
              <li key={`${index}-${slide.title}`} className="ex-slide">
                <h3 className="ex-slide__title">
                  <span className="ex-slide__index">{index + 1}</span>
                  {slide.title}
                </h3>
                <dl className="ex-slide__lines">
                  {slide.lines.map(([label, text]) => (
                    <Fragment key={label}>
                      <dt>{label}</dt>
                      <dd>{text}</dd>
                    </Fragment>
                  ))}
                </dl>
              </li>
            ))}
          </ol>
        </FieldSection>
      );
    case 'why':
      return (
        <FieldSection title="Why it works" headingId={headingId}>
          <ul className="ex-why">
            {whyBullets(value).map((reason, index) => (
              <li key={`${index}-${reason}`}>{reason}</li>
            ))}
          </ul>
        </FieldSection>
      );
    case 'filming': {
      const lines = filmingLines(value);
      if (!lines) return null;
      return (
        <FieldSection title="Filming plan" headingId={headingId}>
          <dl className="ex-filming">
            {lines.map(([label, text]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{text}</dd>
              </Fragment>
            ))}
          </dl>
        </FieldSection>
      );
    }
    case 'other':
      return (
        <FieldSection title={fieldLabel(name)} headingId={headingId}>
          {Array.isArray(value) ? (
            <ul className="ex-list">
              {value.map((item, index) => (
                <li key={index}>{plainText(item)}</li>
              ))}
            </ul>
          ) : (
            <p className="ex-text">
              <Lines text={plainText(value)} />
            </p>
          )}
        </FieldSection>
      );
  }
}

function FieldSection({
  title,
  headingId,
  children,
}: {
  readonly title: string;
  readonly headingId: string;
  readonly children: ReactNode;
}) {
  return (
    <section className="ex-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="ex-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Text whose `<br>` tags and newlines become line breaks, without rendering any other markup. */
export function Lines({ text }: { readonly text: string }) {
  const lines = textLines(text);
  return (
    <>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </>
  );
}
