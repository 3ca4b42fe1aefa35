import { useCallback, useEffect, useState } from 'react';
import { afterView } from '../../../../functions/domain/ideas';
import { notify } from '@/components/ui/toast';
import { listIdeas, type DashboardIdea, type IdeaList } from './api/list-ideas';
import { viewIdea } from './api/view-idea';

export const IDEAS_LOAD_ERROR = { title: 'Error', description: 'Failed to fetch content ideas', variant: 'destructive' } as const;

export type IdeasState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | ({ readonly status: 'ready' } & IdeaList);

export interface Ideas {
  readonly state: IdeasState;
  /** Clears the idea's NEW flag here at once and records the view; a failed record is only logged. */
  readonly markViewed: (idea: Pick<DashboardIdea, 'id'>) => void;
  /** Shows a rating at once (spec 4); the caller saves it. */
  readonly showRating: (id: string, rating: number | null) => void;
  readonly reload: () => Promise<void>;
}

/**
 * The dashboard's one copy of the Content Ideas list: the Overview card, the tab's badge and the
 * tab itself all read it, so a view or a rating shows everywhere at once.
 */
export function useIdeas(): Ideas {
  const [state, setState] = useState<IdeasState>({ status: 'loading' });

  const apply = useCallback((list: IdeaList | null) => {
    // A failed reload keeps what is shown; a failed first load shows the failure.
    setState((previous) => (list ? { status: 'ready', ...list } : previous.status === 'ready' ? previous : { status: 'failed' }));
  }, []);

  const reload = useCallback(async () => apply(await fetchIdeas()), [apply]);

  useEffect(() => {
    let cancelled = false;
    void fetchIdeas().then((list) => {
      if (!cancelled) apply(list);
    });
    return () => {
      cancelled = true;
    };
  }, [apply]);

  const update = useCallback((change: (ideas: readonly DashboardIdea[], newCount: number) => { ideas: DashboardIdea[]; newCount: number }) => {
    setState((previous) => (previous.status === 'ready' ? { ...previous, ...change(previous.ideas, previous.newCount) } : previous));
  }, []);

  const markViewed = useCallback(
    // The idea page it opens tracks the view event itself (once per opening, however reached).
    ({ id }: Pick<DashboardIdea, 'id'>) => {
      update((ideas, newCount) => {
        const wasNew = ideas.some((idea) => idea.id === id && idea.isNew);
        return {
          ideas: ideas.map((idea) => (idea.id === id ? { ...idea, isNew: false } : idea)),
          newCount: wasNew ? afterView(newCount) : newCount,
        };
      });
      viewIdea(id).catch((error: unknown) => console.error('Could not record the idea view:', error));
    },
    [update],
  );

  const showRating = useCallback(
    (id: string, rating: number | null) => {
      update((ideas, newCount) => ({ ideas: ideas.map((idea) => (idea.id === id ? { ...idea, rating } : idea)), newCount }));
    },
    [update],
  );

  return { state, markViewed, showRating, reload };
}

async function fetchIdeas(): Promise<IdeaList | null> {
  try {
    return await listIdeas();
  } catch (error) {
    console.error('Failed to fetch content ideas:', error);
    notify(IDEAS_LOAD_ERROR);
    return null;
  }
}
