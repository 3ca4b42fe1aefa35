import { Link } from 'react-router-dom';
import { videoRequestBody } from '#functions/personal/video-routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form, FormError } from '@/components/ui/form';
import { TextField } from '@/components/ui/text-field';
import { contentIdeaPath } from '@/config/paths';
import { ApiError, messageOr } from '@/lib/api-client';
import { useVideoIdeas, type VideoRequest } from '../api/list-video-ideas';
import { useRequestVideoIdeas } from '../api/request-video-ideas';

const STATUS: Record<VideoRequest['status'], { label: string; variant: 'info' | 'success' | 'danger' }> = {
  queued: { label: 'Reading the comments…', variant: 'info' },
  working: { label: 'Writing your ideas…', variant: 'info' },
  done: { label: 'Ready', variant: 'success' },
  failed: { label: 'No ideas', variant: 'danger' },
};

/**
 * "Ideas from a video": paste any YouTube video (yours or another creator's) and get up to three
 * ideas from the questions in its comments, within minutes. Each request shows its status, then
 * its ideas as cards that open the idea page.
 */
export function VideoIdeasTab() {
  const list = useVideoIdeas();
  const request = useRequestVideoIdeas();
  const data = list.data;
  const left = data ? Math.max(0, data.perDay - data.usedToday) : null;

  return (
    <section className="video-ideas" aria-labelledby="video-ideas-title">
      <h2 id="video-ideas-title">Ideas from a video</h2>
      <p>
        Paste a YouTube video, yours or another creator&apos;s. We read what its viewers ask and write up to three ideas from it, usually
        within a couple of minutes.
      </p>
      <Form
        schema={videoRequestBody}
        defaultValues={{ url: '' }}
        onSubmit={async ({ url }, form) => {
          try {
            await request.mutateAsync(url);
            form.reset({ url: '' });
          } catch (error) {
            const field = error instanceof ApiError ? error.fieldErrors?.url?.[0] : undefined;
            if (field) form.setError('url', { message: field });
            else form.setError('root', { message: messageOr(error, 'We could not send that request. Try again.') });
          }
        }}
      >
        {({ field, formState }) => (
          <>
            <TextField label="YouTube video link" placeholder="https://www.youtube.com/shorts/…" autoComplete="off" {...field('url')} />
            <FormError message={formState.errors.root?.message} />
            <Button type="submit" disabled={formState.isSubmitting || left === 0}>
              Get ideas
            </Button>
            {left !== null && (
              <p className="video-ideas__left">
                {left === 0 ? "You've used today's requests. More tomorrow." : `${left} of ${data!.perDay} requests left today.`}
              </p>
            )}
          </>
        )}
      </Form>
      {data && data.requests.length > 0 && (
        <ul className="video-ideas__requests">
          {data.requests.map((r) => (
            <Card
              as="li"
              key={r.id}
              title={r.videoTitle}
              titleAs="h3"
              description={<Badge variant={STATUS[r.status].variant}>{STATUS[r.status].label}</Badge>}
            >
              {r.status === 'failed' && <p>{r.message}</p>}
              {r.ideas.length > 0 && (
                <ul className="video-ideas__ideas">
                  {r.ideas.map((idea) => (
                    <li key={idea.id}>
                      <Link className="link" to={contentIdeaPath(idea.id)}>
                        {idea.title}
                      </Link>
                      {idea.hook && <p className="video-ideas__hook">“{idea.hook}”</p>}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
