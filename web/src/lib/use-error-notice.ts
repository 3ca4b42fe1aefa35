import { useEffect } from 'react';
import { notify, type Notice } from '../components/ui/toast';

/** Failures already announced: a query's error object is shared by every component reading it. */
const announced = new WeakSet<object>();

/**
 * Logs a query's failure and shows its toast once, however many components read that query (the
 * dashboard's tab badge, Overview and Content Ideas tab all read the first page of ideas). A
 * failed refetch is a new error, so it is announced too. `notice` may pick the words from the
 * error, or answer null for a failure the page shows by itself (an idea that is not found).
 */
export function useErrorNotice(error: unknown, notice: Notice | ((error: unknown) => Notice | null), log: string): void {
  useEffect(() => {
    if (!error || typeof error !== 'object' || announced.has(error)) return;
    announced.add(error);
    const shown = typeof notice === 'function' ? notice(error) : notice;
    if (!shown) return;
    console.error(log, error);
    notify(shown);
  }, [error, notice, log]);
}
