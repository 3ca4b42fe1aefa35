import { useState } from 'react';
import { channelRefOf, videoIdOf } from '#functions/ingestion/admin-urls';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { ApiError, messageOr } from '@/lib/api-client';
import type { AddedSource, NicheSourcesRow } from '../api/get-sources';
import { useAddSourceChannel } from '../api/add-source-channel';
import { useAddSourceVideo } from '../api/add-source-video';
import { formatDateTime } from './tools-format';

/** Either kind of address in one field: the form tells a video from a channel as YouTube's addresses do. */
export const SOURCE_URL_MESSAGE = 'Enter a YouTube video or channel URL';

/** The videos and channels an admin added to the niche, each linked to YouTube. */
export function AddedSources({ niche }: { readonly niche: NicheSourcesRow }) {
  return (
    <section className="at-section" aria-label={`Videos and channels added to ${niche.label}`}>
      <h4 className="at-section__title">Added videos and channels</h4>
      {niche.videos.length === 0 && niche.channels.length === 0 ? (
        <p className="muted">None yet: runs read what the queries find.</p>
      ) : (
        <ul className="src-links">
          {niche.videos.map((source) => (
            <SourceLink key={`video-${source.id}`} kind="Video" source={source} />
          ))}
          {niche.channels.map((source) => (
            <SourceLink key={`channel-${source.id}`} kind="Channel" source={source} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SourceLink({ kind, source }: { readonly kind: 'Video' | 'Channel'; readonly source: AddedSource }) {
  return (
    <li>
      <span className="src-links__kind">{kind}</span>{' '}
      <a href={source.url} target="_blank" rel="noopener noreferrer">
        {source.title || source.id}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>{' '}
      on YouTube
      <span className="at-cell-note">{`Added ${formatDateTime(source.addedAt)} by ${source.addedBy}`}</span>
    </li>
  );
}

/**
 * "Add a video or channel by URL": looked up on YouTube (a unit of the day's quota), then kept for
 * the niche's next runs. An address that is neither, or that YouTube does not know, is refused
 * under the field; the same one twice says it is already there.
 */
export function AddSourceForm({ niche, label }: { readonly niche: string; readonly label: string }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const addVideo = useAddSourceVideo();
  const addChannel = useAddSourceChannel();
  const pending = addVideo.isPending || addChannel.isPending;

  async function submit() {
    const kind = videoIdOf(url) ? 'video' : channelRefOf(url) ? 'channel' : null;
    if (!kind) {
      setError(SOURCE_URL_MESSAGE);
      return;
    }
    try {
      const result = kind === 'video' ? await addVideo.mutateAsync({ niche, url }) : await addChannel.mutateAsync({ niche, url });
      setUrl('');
      notify(
        result.status === 'added'
          ? {
              title: kind === 'video' ? 'Video added' : 'Channel added',
              description: `“${result.source.title}” feeds ${label} from the next run.`,
            }
          : { title: 'Already added', description: `“${result.source.title}” is already one of ${label}'s sources.` },
      );
    } catch (failure) {
      console.error('Adding a source failed:', failure);
      const fieldError = failure instanceof ApiError ? failure.fieldErrors?.url?.[0] : undefined;
      if (fieldError) setError(fieldError);
      else notify({ title: 'Failed to add the source', description: messageOr(failure, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <form
      className="src-add"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="Add a video or channel by URL"
        hint="A YouTube video (watch, youtu.be or Shorts link) or a channel (@handle or /channel/ link)."
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/shorts/…"
        value={url}
        error={error}
        onValueChange={(value) => {
          setUrl(value);
          setError(undefined);
        }}
      />
      <div className="at-actions">
        <Button type="submit" size="small" disabled={url.trim() === ''} pending={pending} pendingLabel="Adding...">
          Add
        </Button>
      </div>
    </form>
  );
}
