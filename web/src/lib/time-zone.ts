/**
 * The browser's IANA time zone (sign-up and promo claims send it, so the daily email comes at
 * 07:00 where the person is), or undefined when the browser cannot say or says something longer
 * than the API accepts.
 */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && zone.length <= 64 ? zone : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The zones a person may pick, sorted. The browser's list leaves out some names it reports itself
 * (Chrome and Node list neither `UTC` nor `Asia/Kolkata`, only `Asia/Calcutta`), so the zones
 * already in use are added: a select must be able to show the value it holds.
 */
export function timeZoneChoices(...inUse: readonly (string | null | undefined)[]): string[] {
  let known: readonly string[] = [];
  try {
    known = Intl.supportedValuesOf('timeZone');
  } catch {
    // An older browser: the zones in use and UTC are still choices.
  }
  const zones = new Set(known);
  zones.add('UTC');
  for (const zone of inUse) if (zone) zones.add(zone);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** `America/New_York` reads as "America/New York" in a list. */
export function timeZoneLabel(zone: string): string {
  return zone.replace(/_/g, ' ');
}
