import { useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notify } from '@/components/ui/toast';
import { messageOr } from '@/lib/api-client';
import { useCalendarFeedStatus, useCreateCalendarFeed, useRevokeCalendarFeed, type NewFeed } from '../api/calendar-feed';
import { downloadCalendar, type ExportFormat } from '../api/export-calendar';

/**
 * The private feed and the export. The feed's address is a secret shown once, when it is made (only
 * its hash is kept): a new link replaces the old one, and revoking stops it at once.
 */
export function FeedPanel() {
  const status = useCalendarFeedStatus();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [feed, setFeed] = useState<NewFeed | null>(null);
  const active = feed !== null || Boolean(status.data?.feed);

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: ({ feed: made }) => setFeed(made),
      onError: (error) =>
        notify({ title: 'Error', description: messageOr(error, 'Failed to make a calendar link.'), variant: 'destructive' }),
    });
  const exportAs = (format: ExportFormat) =>
    downloadCalendar(format).catch((error: unknown) =>
      notify({ title: 'Error', description: messageOr(error, 'Failed to export your calendar.'), variant: 'destructive' }),
    );

  return (
    <Card as="section" className="calendar__feed" title="Follow it in your calendar app" titleAs="h3">
      <p className="muted">
        A private link your calendar app checks for changes: filming and posting days, with the hook and a link to each idea. Anyone with
        the link can read it, so keep it to yourself.
      </p>
      {feed ? (
        <div className="calendar__feed-links">
          <label className="calendar__feed-url">
            Your private calendar link
            <input readOnly value={feed.url} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <Button
            size="small"
            variant="outline"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(feed.url)
                .then(() => notify({ title: 'Copied', description: 'Paste it into your calendar app.' }))
            }
          >
            Copy link
          </Button>
          <a className={buttonClass({ variant: 'primary', size: 'small' })} href={feed.googleUrl} target="_blank" rel="noreferrer">
            Add to Google Calendar
          </a>
          <a className={buttonClass({ variant: 'outline', size: 'small' })} href={feed.webcalUrl}>
            Add to Apple Calendar
          </a>
        </div>
      ) : status.data?.feed ? (
        <p>Your calendar link is active. For safety it is shown only when made: make a new one to add it somewhere else.</p>
      ) : null}
      <div className="calendar__actions">
        <Button size="small" variant={active ? 'outline' : 'primary'} onClick={makeLink} disabled={create.isPending}>
          {active ? 'Make a new link (the old one stops)' : 'Get my calendar link'}
        </Button>
        {active && (
          <Button
            size="small"
            variant="danger"
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => {
                  setFeed(null);
                  notify({ title: 'Link revoked', description: 'Calendar apps can no longer read your calendar.' });
                },
              })
            }
          >
            Revoke link
          </Button>
        )}
        <Button size="small" variant="ghost" onClick={() => void exportAs('ics')}>
          Export .ics
        </Button>
        <Button size="small" variant="ghost" onClick={() => void exportAs('json')}>
          Export JSON
        </Button>
      </div>
    </Card>
  );
}
