import { useId, useState } from 'react';
import { nicheName } from '@/lib/api/list-niches';
import type { NicheItem } from '@/lib/api/list-niches';
import type { DashboardIdea } from '@/features/ideas/api/list-ideas';
import { saveRating } from '@/features/ideas/save-rating';
import type { Ideas } from '@/features/ideas/use-ideas';
import { IdeaCard } from './idea-card';
import '@/features/ideas/ideas.css';

export const ALL_NICHES = 'all';

export interface ContentIdeasTabProps {
  readonly ideas: Ideas;
  readonly niches: readonly NicheItem[];
}

/** The Content Ideas tab (spec 2): a niche filter over the unlocked ideas, as cards. */
export function ContentIdeasTab({ ideas, niches }: ContentIdeasTabProps) {
  const filterId = useId();
  const [filter, setFilter] = useState(ALL_NICHES);
  const { state } = ideas;

  if (state.status === 'loading') {
    return (
      <p className="muted" role="status">
        Loading content ideas...
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="ideas-empty">
        <p className="ideas-empty__title">Your content ideas could not be loaded</p>
        <button type="button" className="button button--outline" onClick={() => void ideas.reload()}>
          Try Again
        </button>
      </div>
    );
  }

  // "All Niches" plus the niches present, in the dashboard's niche order.
  const present = [...new Set(state.ideas.map((idea) => idea.niche))];
  const shown = filter === ALL_NICHES ? state.ideas : state.ideas.filter((idea) => idea.niche === filter);

  async function rate(idea: DashboardIdea, stars: number) {
    const before = idea.rating;
    ideas.showRating(idea.id, stars);
    if (!(await saveRating(idea.id, stars))) ideas.showRating(idea.id, before);
  }

  return (
    <div className="ideas-tab">
      {state.ideas.length > 0 ? (
        <div className="ideas-tab__toolbar">
          <label htmlFor={filterId} className="ideas-tab__filter-label">
            Filter by niche
          </label>
          <select id={filterId} className="field__input ideas-tab__select" value={filter} onChange={(event) => setFilter(event.target.value)}>
            <option value={ALL_NICHES}>All Niches</option>
            {present.map((niche) => (
              <option key={niche} value={niche}>
                {nicheName(niches, niche)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {shown.length === 0 ? (
        state.ideas.length === 0 ? (
          <EmptyState title="No content ideas yet" text="Your personalized content ideas will appear here once you have an active subscription" />
        ) : (
          <EmptyState title={`No ${nicheName(niches, filter)} content ideas`} text="Try selecting a different niche filter" />
        )
      ) : (
        <div className="ideas-grid">
          {shown.map((idea) => (
            <IdeaCard
              key={idea.id}
              idea={idea}
              nicheLabel={nicheName(niches, idea.niche)}
              onOpen={(opened) => ideas.markViewed(opened)}
              onRate={(rated, stars) => void rate(rated, stars)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function EmptyState({ title, text }: { readonly title: string; readonly text: string }) {
  return (
    <div className="ideas-empty">
      <p className="ideas-empty__title">{title}</p>
      <p className="muted">{text}</p>
    </div>
  );
}
