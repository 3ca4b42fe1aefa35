import { useId } from 'react';
import type { ContentIdea } from '#functions/shared/schemas';
import { Badge } from '../ui/badge';
import { IdeaContent } from './idea-content';
import { IdeaSourceBox } from './idea-evidence';
import './idea.css';

/** The example pages always show this label, whatever the real time (docs/product-rules.md#public-pages). */
const DELIVERY_LABEL = 'Today, 7:00 AM';

/** One idea, laid out the way subscribers see it: header, then its content and source. */
export function IdeaDetails({ idea }: { idea: ContentIdea }) {
  const id = useId();
  return (
    <article className="ex-idea">
      <header className="ex-idea__header">
        <div className="ex-idea__meta">
          <p className="ex-idea__number">Daily Content Idea #{idea.ideaNumber}</p>
          <p className="ex-idea__time">{DELIVERY_LABEL}</p>
        </div>
        <h1 className="ex-idea__title">{idea.title}</h1>
        <ul className="ex-idea__badges" aria-label="Niche">
          <li>
            <Badge variant="info" className="ex-badge">
              {idea.niche}
            </Badge>
          </li>
          <li>
            <Badge variant="info" className="ex-badge">
              {idea.subNiche}
            </Badge>
          </li>
        </ul>
      </header>
      <IdeaContent content={idea.content} />
      <IdeaSourceBox source={idea.source} generator={idea.generator} headingId={`${id}-source`} />
    </article>
  );
}
