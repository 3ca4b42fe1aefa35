import { useQuery } from '@tanstack/react-query';
import { listIdeas as route } from '#functions/ideas/routes';
import { apiCall } from '@/lib/api-client';

/**
 * The "Unscheduled" tray: the newest page of the caller's ideas (their daily ideas and the niche
 * library's unlocked ones), read from the same list the Content Ideas tab reads.
 */
export function useTrayIdeas() {
  // Its own key: the ideas list's cached pages are infinite-query data, which this single page is not.
  return useQuery({ queryKey: ['calendarTray'], queryFn: () => apiCall(route, { query: { limit: '20' } }) });
}
