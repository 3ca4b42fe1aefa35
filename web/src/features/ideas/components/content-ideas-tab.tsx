import { useState } from 'react';
import { compareNiches } from '#functions/ideas/rules';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { nicheName, type NicheItem } from '@/lib/api/list-niches';
import { useIdeas, type IdeaPage } from '../api/list-ideas';
import { useRateIdea } from '../api/rate-idea';
import { useSetFeedbackAction } from '../api/set-feedback-action';
import { IdeaCard } from './idea-card';
import '../ideas.css';

export const ALL_NICHES = 'all';

export interface ContentIdeasTabProps {
  readonly niches: readonly NicheItem[];
}

/**
 * The Content Ideas tab (docs/product-rules.md#content-ideas-list): a niche filter and the unlocked
 * ideas as cards, a page at a time ("Load more"). The filter asks the server for that niche's list;
 * every list comes in the promised order, so pages are shown one after the other as they arrive.
 */
export function ContentIdeasTab({ niches }: ContentIdeasTabProps) {
  const [filter, setFilter] = useState(ALL_NICHES);
  const all = useIdeas(null);
  const list = useIdeas(filter === ALL_NICHES ? null : filter);
  const rate = useRateIdea();
  const answer = useSetFeedbackAction();

  if (all.isPending) return <Loading />;
  if (!all.data) return <Failed onRetry={() => void all.refetch()} />;

  const first = all.data.pages[0];
  if (!first || first.ideas.length === 0) {
    return (
      <EmptyState
        title="No content ideas yet"
        text="Your personalized content ideas will appear here once you have an active subscription"
      />
    );
  }

  const ideas = list.data?.pages.flatMap((page) => page.ideas) ?? [];
  return (
    <div className="ideas-tab">
      <SelectField
        label="Filter by niche"
        inline
        fieldClassName="ideas-tab__filter"
        options={[
          { value: ALL_NICHES, label: 'All Niches' },
          ...nichesPresent(first, niches).map((niche) => ({ value: niche, label: nicheName(niches, niche) })),
        ]}
        value={filter}
        onValueChange={setFilter}
      />
      {list.isPending ? (
        <Loading />
      ) : !list.data ? (
        <Failed onRetry={() => void list.refetch()} />
      ) : ideas.length === 0 ? (
        <EmptyState title={`No ${nicheName(niches, filter)} content ideas`} text="Try selecting a different niche filter" />
      ) : (
        <>
          <div className="ideas-grid">
            {ideas.map((idea) => (
              <IdeaCard
                key={idea.id}
                idea={idea}
                nicheLabel={nicheName(niches, idea.niche)}
                onRate={(rated, stars) => rate.mutate({ id: rated.id, rating: stars, previous: rated.rating })}
                onFeedback={(answered, action) => answer.mutate({ id: answered.id, action, previous: answered.feedback })}
              />
            ))}
          </div>
          {list.hasNextPage ? (
            <Button
              variant="outline"
              className="ideas-tab__more"
              pending={list.isFetchingNextPage}
              pendingLabel="Loading more..."
              onClick={() => void list.fetchNextPage()}
            >
              Load more
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

/** "All Niches" plus the niches with a day unlocked, in the dashboard's niche order (docs/product-rules.md#content-ideas-list). */
function nichesPresent(first: IdeaPage, niches: readonly NicheItem[]): string[] {
  return first.progress
    .filter((p) => p.daysUnlocked > 0)
    .map((p) => p.niche)
    .sort(compareNiches(niches.map((n) => n.niche)));
}

function Loading() {
  return (
    <p className="muted" role="status">
      Loading content ideas...
    </p>
  );
}

function Failed({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <div className="ideas-empty">
      <p className="ideas-empty__title">Your content ideas could not be loaded</p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
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
