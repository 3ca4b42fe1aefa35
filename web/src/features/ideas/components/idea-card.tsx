import { Link } from 'react-router-dom';
import { contentIdeaPath } from '@/config/paths';
import type { DashboardIdea } from '@/features/ideas/api/list-ideas';
import { contentPreview, fieldLabel } from '@/components/idea/idea-fields';
import { Lines } from '@/components/idea/idea-content';
import { StarRating } from './star-rating';

export interface IdeaCardProps {
  readonly idea: DashboardIdea;
  readonly nicheLabel: string;
  /** Called before the link opens the idea page. */
  readonly onOpen: (idea: DashboardIdea) => void;
  readonly onRate: (idea: DashboardIdea, stars: number) => void;
}

/**
 * One idea on the Content Ideas tab (spec 2). The whole card opens the idea: the title link is
 * stretched over it, so the stars stay real buttons beside a real link instead of buttons in a
 * button.
 */
export function IdeaCard({ idea, nicheLabel, onOpen, onRate }: IdeaCardProps) {
  return (
    <article className={idea.isNew ? 'card idea-card idea-card--new' : 'card idea-card'}>
      <div className="idea-card__meta">
        {idea.isNew ? <span className="idea-card__new">NEW</span> : null}
        <span className="idea-card__day">{`#${idea.dayNumber} (${idea.variant || 'A'})`}</span>
      </div>
      <h3 className="idea-card__title">
        <Link className="idea-card__link" to={contentIdeaPath(idea.id)} onClick={() => onOpen(idea)}>
          {idea.title}
        </Link>
      </h3>
      <ul className="idea-card__badges" aria-label="Niche">
        <li className="dash-badge">{nicheLabel}</li>
        <li className="dash-badge dash-badge--quiet">{fieldLabel(idea.subNiche)}</li>
      </ul>
      <div className="idea-card__rating">
        <StarRating label={idea.title} value={idea.rating} onRate={(stars) => onRate(idea, stars)} />
      </div>
      <dl className="idea-card__preview">
        {contentPreview(idea.content).map(({ label, text }) => (
          <div key={label} className="idea-card__field">
            <dt>{label}</dt>
            <dd>
              <Lines text={text} />
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
