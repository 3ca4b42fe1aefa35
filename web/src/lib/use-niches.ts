import { useEffect, useState } from 'react';
import { listNiches, type NicheItem } from './api/list-niches';

/**
 * The sign-up niches (active, in sort order), loaded once per mount. A failure is only logged
 * (spec 8: niche fetch errors are logged), leaving the list empty.
 */
export function useNiches(): { readonly niches: readonly NicheItem[]; readonly loading: boolean } {
  const [state, setState] = useState<{ niches: readonly NicheItem[]; loading: boolean }>({ niches: [], loading: true });
  useEffect(() => {
    let cancelled = false;
    listNiches().then(
      ({ niches }) => {
        if (!cancelled) setState({ niches, loading: false });
      },
      (error: unknown) => {
        console.error('Could not load the niche list:', error);
        if (!cancelled) setState({ niches: [], loading: false });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}

/** A niche's display name, or its id when the list does not have it (yet). */
export function nicheName(niches: readonly NicheItem[], niche: string): string {
  return niches.find((item) => item.niche === niche)?.displayName ?? niche;
}
