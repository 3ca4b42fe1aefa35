import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Stripe's cancel link brings the person back with `?checkout=canceled`. The pages say nothing
 * about it (they simply show the plans again); the marker is removed so a reload does not carry it.
 */
export function useDropCheckoutCanceled(): void {
  const [search, setSearch] = useSearchParams();
  const canceled = search.get('checkout') === 'canceled';
  useEffect(() => {
    if (!canceled) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
  }, [canceled, setSearch]);
}
