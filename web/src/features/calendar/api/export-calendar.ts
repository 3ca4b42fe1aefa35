import { buildPath } from '#functions/platform/route';
import { exportCalendarIcs, exportCalendarJson } from '#functions/calendar/routes';
import { loadAuth } from '@/lib/load-auth';

export type ExportFormat = 'json' | 'ics';

/**
 * Downloads every calendar entry as JSON or .ics. The API answers a file, not JSON, so this reads
 * it as a blob (with the same bearer token as every call) and saves it under the server's name.
 */
export async function downloadCalendar(format: ExportFormat): Promise<void> {
  const route = format === 'json' ? exportCalendarJson : exportCalendarIcs;
  const token = await (await loadAuth()).currentIdToken();
  const response = await fetch(buildPath(route.path, undefined), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error('Failed to export your calendar. Please try again.');
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `commentspark-calendar.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
