import { describe, expect, it } from 'vitest';
import { recordEvents } from '#functions/events/routes';
import { EVENT_RETENTION_DAYS, eventExpiresAt, redactPageUrl } from '#functions/events/rules';

describe('event retention', () => {
  it('expires an event 180 days after it is recorded, in epoch seconds (the TTL unit)', () => {
    const now = new Date('2026-01-01T00:00:00.900Z');
    expect(EVENT_RETENTION_DAYS).toBe(180);
    expect(eventExpiresAt(now)).toBe(Date.parse('2026-06-30T00:00:00.000Z') / 1000);
  });
});

describe('the stored page address', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard?tab=ideas&niche=skincare', '/dashboard?tab=ideas&niche=skincare'],
    ['/auth?reset=true&email=a%40b.co&code=123456', '/auth?reset=true&email=a%40b.co&code=redacted'],
    ['/callback?id_token=abc&Access_Token=def&state=x', '/callback?id_token=redacted&Access_Token=redacted&state=x'],
    ['/ideas#access_token=abc', '/ideas'],
    ['/x?newPassword=hunter2&code=1&code=2', '/x?newPassword=redacted&code=redacted'],
  ])('%s is stored as %s', (input, stored) => {
    expect(redactPageUrl(input)).toBe(stored);
  });
});

describe('the events route body', () => {
  const schema = recordEvents.body!;
  const body = (event: Record<string, unknown>) => ({
    sessionId: '1767225600000-abc',
    events: [{ type: 'page_view', pageUrl: '/dashboard', ...event }],
  });

  it('stores times as UTC, whatever offset the browser sent', () => {
    const parsed = schema.parse(body({ at: '2026-01-01T10:00:00+02:00' }));
    expect(parsed.events[0]!.at).toBe('2026-01-01T08:00:00.000Z');
  });

  it.each([
    ['a date without a time', { at: '2026-01-01' }],
    ['a time zone name', { at: '2026-01-01T10:00:00 Europe/Paris' }],
    ['a number', { at: 1767225600000 }],
  ])('refuses %s as the event time', (_label, event) => {
    expect(schema.safeParse(body(event)).success).toBe(false);
  });
});
