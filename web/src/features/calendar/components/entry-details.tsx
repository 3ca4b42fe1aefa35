import { useState } from 'react';
import { Link } from 'react-router-dom';
import * as z from 'zod/mini';
import { POSTED_URL_MESSAGE } from '#functions/calendar/rules';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form, FormError } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { contentIdeaPath } from '@/config/paths';
import { ApiError, messageOr } from '@/lib/api-client';
import type { CalendarEntry } from '../api/list-calendar';
import { useMarkEntry } from '../api/mark-entry';
import { usePostEntry } from '../api/post-entry';
import { useScheduleIdea } from '../api/schedule-idea';
import { useUnscheduleEntry } from '../api/unschedule-entry';

const STATUS = {
  planned: { label: 'Planned', variant: 'info' },
  filmed: { label: 'Filmed', variant: 'success' },
  posted: { label: 'Posted', variant: 'success' },
} as const;

const postedForm = z.object({ url: z.string().check(z.trim(), z.minLength(1, POSTED_URL_MESSAGE)) });

const fail = (title: string) => (error: unknown) =>
  notify({
    title,
    description: (error instanceof ApiError && Object.values(error.fieldErrors ?? {})[0]?.[0]) || messageOr(error, 'Please try again.'),
    variant: 'destructive',
  });

export interface EntryDetailsProps {
  readonly entry: CalendarEntry;
  readonly today: string;
  readonly onClose: () => void;
}

/** One scheduled idea: its days (the keyboard's other way to move it), filmed, posted with the video, or off the calendar. */
export function EntryDetails({ entry, today, onClose }: EntryDetailsProps) {
  const schedule = useScheduleIdea();
  const mark = useMarkEntry();
  const post = usePostEntry();
  const unschedule = useUnscheduleEntry();
  const [filmOn, setFilmOn] = useState(entry.filmOn ?? '');
  const [postOn, setPostOn] = useState(entry.postOn ?? '');
  const [dayError, setDayError] = useState<string | null>(null);

  return (
    <Card
      as="section"
      className="calendar__details"
      title={entry.idea.title}
      titleAs="h3"
      description={<Badge variant={STATUS[entry.status].variant}>{STATUS[entry.status].label}</Badge>}
      footer={
        <>
          <Link className="link" to={contentIdeaPath(entry.ideaId)}>
            Open the idea
          </Link>
          <Button variant="ghost" size="small" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {entry.idea.hook && <p className="calendar__hook">“{entry.idea.hook}”</p>}
      <form
        className="calendar__days-form"
        onSubmit={(event) => {
          event.preventDefault();
          setDayError(null);
          schedule.mutate(
            { ideaId: entry.ideaId, filmOn: filmOn || null, postOn: postOn || null },
            {
              onError: (error) =>
                setDayError(
                  (error instanceof ApiError && Object.values(error.fieldErrors ?? {})[0]?.[0]) ||
                    messageOr(error, 'Failed to save the days.'),
                ),
            },
          );
        }}
      >
        <label>
          Filming day
          <input type="date" value={filmOn} max={postOn || undefined} onChange={(event) => setFilmOn(event.target.value)} />
        </label>
        <label>
          Posting day
          <input type="date" value={postOn} min={filmOn || undefined} onChange={(event) => setPostOn(event.target.value)} />
        </label>
        <Button type="submit" size="small" variant="outline" disabled={schedule.isPending}>
          Save days
        </Button>
        {dayError && (
          <p className="field__error" role="alert">
            {dayError}
          </p>
        )}
      </form>
      <div className="calendar__actions">
        {entry.status === 'planned' ? (
          <Button size="small" onClick={() => mark.mutate({ ideaId: entry.ideaId, status: 'filmed' }, { onError: fail('Not saved') })}>
            Mark filmed
          </Button>
        ) : (
          <Button
            size="small"
            variant="outline"
            onClick={() =>
              mark.mutate(
                { ideaId: entry.ideaId, status: entry.status === 'posted' ? 'filmed' : 'planned' },
                { onError: fail('Not saved') },
              )
            }
          >
            {entry.status === 'posted' ? 'Not posted yet' : 'Not filmed yet'}
          </Button>
        )}
        <Button
          size="small"
          variant="danger"
          onClick={() => unschedule.mutate(entry.ideaId, { onSuccess: onClose, onError: fail('Not removed') })}
        >
          Remove from calendar
        </Button>
      </div>
      {entry.status === 'posted' && entry.postedUrl ? (
        <p>
          Posted:{' '}
          <a className="link" href={entry.postedUrl} target="_blank" rel="noreferrer">
            {entry.postedUrl}
          </a>
        </p>
      ) : (
        <Form
          schema={postedForm}
          defaultValues={{ url: '' }}
          onSubmit={async ({ url }, form) => {
            try {
              await post.mutateAsync({ ideaId: entry.ideaId, url });
              notify({ title: 'Marked posted', description: `Posted on ${entry.postOn && entry.postOn <= today ? entry.postOn : today}.` });
            } catch (error) {
              const field = error instanceof ApiError ? error.fieldErrors?.url?.[0] : undefined;
              if (field) form.setError('url', { message: field });
              else form.setError('root', { message: messageOr(error, 'Failed to mark it posted. Please try again.') });
            }
          }}
        >
          {({ field, formState }) => (
            <>
              <TextField
                label="YouTube link of the posted video"
                placeholder="https://www.youtube.com/shorts/…"
                autoComplete="off"
                {...field('url')}
              />
              <FormError message={formState.errors.root?.message} />
              <Button type="submit" size="small" disabled={formState.isSubmitting}>
                Mark posted
              </Button>
            </>
          )}
        </Form>
      )}
    </Card>
  );
}
