import { Link } from 'react-router-dom';
import { fieldLabel } from '#functions/ideas/preview';
import { contentIdeaPath } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Lines } from '@/components/idea/idea-content';
import type { IdeaSummary } from '../api/list-ideas';
import type { FeedbackAction } from '../api/set-feedback-action';
import { FeedbackActions } from './feedback-actions';
import { StarRating } from './star-rating';
import { WhyYou } from './why-you';

export interface IdeaCardProps {
  readonly idea: IdeaSummary;
  readonly nicheLabel: string;
  readonly onRate: (idea: IdeaSummary, stars: number) => void;
  readonly onFeedback: (idea: IdeaSummary, action: FeedbackAction) => void;
}

/**
 * One idea on the Content Ideas tab (docs/product-rules.md#content-ideas-list). The whole card
 * opens the idea: the title link is stretched over it, so the stars stay real buttons beside a real
 * link instead of buttons in a button (so are "Filmed it" and "Not for me"). The subscriber's own
 * idea says why it was chosen. The idea page records the view, however it is reached.
 */
export function IdeaCard({ idea, nicheLabel, onRate, onFeedback }: IdeaCardProps) {
  return (
    <Card as="article" tone={idea.isNew ? 'highlight' : 'default'} className="idea-card">
      <div className="idea-card__meta">
        {idea.isNew ? (
          <Badge variant="accent" className="idea-card__new">
            NEW
          </Badge>
        ) : null}
        <span>{`#${idea.dayNumber} (${idea.variant || 'A'})`}</span>
      </div>
      <h3 className="idea-card__title">
        <Link className="idea-card__link" to={contentIdeaPath(idea.id)}>
          {idea.title}
        </Link>
      </h3>
      <ul className="idea-card__badges" aria-label="Niche">
        <li>
          <Badge variant="info">{nicheLabel}</Badge>
        </li>
        <li>
          <Badge variant="neutral">{fieldLabel(idea.subNiche)}</Badge>
        </li>
      </ul>
      <WhyYou personal={idea.personal} />
      <div className="idea-card__rating">
        <StarRating label={idea.title} value={idea.rating} onRate={(stars) => onRate(idea, stars)} />
      </div>
      <div className="idea-card__rating">
        <FeedbackActions label={idea.title} value={idea.feedback} onChoose={(action) => onFeedback(idea, action)} />
      </div>
      <dl className="idea-card__preview">
        {idea.preview.map(({ label, text }) => (
          <div key={label} className="idea-card__field">
            <dt>{label}</dt>
            <dd>
              <Lines text={text} />
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
