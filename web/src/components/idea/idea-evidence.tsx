import { useId } from 'react';
import type { IdeaGenerator, IdeaSource, Platform } from '#functions/shared/schemas';
import { evidenceOf, webAddress, type Evidence, type EvidenceQuote } from '#functions/content-engine/evidence';
import { PRODUCT_NAME } from '#functions/shared/product';
import { formatCount } from '../../lib/format';
import './idea.css';

const PLATFORM_NAMES: Record<Platform, string> = {
  tiktok: 'TikTok',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

/** Library ideas were written by the editors and carry no note. */
const GENERATOR_NOTES: Partial<Record<IdeaGenerator, string>> = {
  offline: `Written by ${PRODUCT_NAME}'s offline generator from these comments (no AI model was used).`,
  openai: 'Written with AI from these comments.',
};

type Video = Evidence['videos'][number];

/**
 * The "How This Idea Was Generated" box (docs/product-rules.md#idea-page) of the idea page, the
 * public idea page and the example pages: the comment the idea answers, how many viewers asked the
 * same thing, and the videos they asked it under. An idea built on a single comment reads as an
 * insight of one. A YouTube comment is quoted only while the API's terms allow
 * (docs/youtube-data.md); past that the box says how many asked and links the videos, and
 * everything from YouTube links back to it and says so.
 */
export function IdeaSourceBox({
  source,
  generator,
  headingId,
}: {
  readonly source: IdeaSource;
  readonly generator?: IdeaGenerator | undefined;
  readonly headingId: string;
}) {
  const evidence = evidenceOf(source);
  const note = generator && GENERATOR_NOTES[generator];
  const platform = PLATFORM_NAMES[source.platform];
  return (
    <section className="ex-section ex-source" aria-labelledby={headingId}>
      <h2 id={headingId} className="ex-section__title">
        How This Idea Was Generated
      </h2>
      {evidence.quote ? (
        <>
          <p className="ex-source__intro">
            We found this comment under a video that was taking off on {platform}, and built the idea to answer it.
          </p>
          <CommentQuote quote={evidence.quote} />
        </>
      ) : (
        <p className="ex-source__intro">
          Viewers asked for this under a video that was taking off on {platform}, and we built the idea to answer them.
        </p>
      )}
      {/* An insight of one claims no count beside its quote: one comment is not "1 viewer asked this". */}
      {(evidence.askedCount > 1 || !evidence.quote) && (
        <p className="ex-source__count">
          <strong>{askedLine(evidence.askedCount)}</strong>
          {evidence.totalLikes !== null && ` · ${formatCount(evidence.totalLikes)} likes in total`}
        </p>
      )}
      {evidence.supportingComments.length > 0 && (
        <ul className="ex-source__quotes" aria-label="More viewers asking this">
          {evidence.supportingComments.map((quote, index) => (
            <li key={`${index}-${quote.commentAuthor}`}>
              <CommentQuote quote={quote} supporting />
            </li>
          ))}
        </ul>
      )}
      <VideoList videos={evidence.videos} />
      {evidence.withdrawnQuotes > 0 && (
        <p className="ex-source__note">{`${platform} comments are quoted here for ${QUOTE_DAYS} days after we read them; the video has them all.`}</p>
      )}
      {note && <p className="ex-source__note">{note}</p>}
    </section>
  );
}

/** The days a YouTube comment stays quotable after it was last read (docs/youtube-data.md). */
const QUOTE_DAYS = 30;

function askedLine(count: number): string {
  return count === 1 ? '1 viewer asked this' : `${count} viewers asked this`;
}

function CommentQuote({ quote, supporting = false }: { readonly quote: EvidenceQuote; readonly supporting?: boolean }) {
  return (
    <figure className={supporting ? 'ex-source__comment ex-source__comment--supporting' : 'ex-source__comment'}>
      <blockquote>
        <p>{quote.comment}</p>
      </blockquote>
      <figcaption>
        {quote.commentAuthor} · {formatCount(quote.commentLikes)} likes
        {quote.platform === 'youtube' && (
          <>
            {' '}
            <OnYouTube url={quote.url} />
          </>
        )}
      </figcaption>
    </figure>
  );
}

/** Attribution: what came from YouTube says so, and links there when the address is known. */
function OnYouTube({ url }: { readonly url: string | undefined }) {
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      on YouTube<span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <>on YouTube</>
  );
}

function VideoList({ videos }: { readonly videos: readonly Video[] }) {
  const labelId = useId();
  const [only] = videos;
  if (only && videos.length === 1) {
    return (
      <p className="ex-source__video">
        <span className="ex-source__label">Video:</span> <VideoDescription video={only} />
      </p>
    );
  }
  return (
    <div className="ex-source__video">
      <p id={labelId} className="ex-source__label">
        Videos:
      </p>
      <ul className="ex-source__videos" aria-labelledby={labelId}>
        {videos.map((video, index) => (
          <li key={`${index}-${video.url ?? video.title}`}>
            <VideoDescription video={video} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function VideoDescription({ video }: { readonly video: Video }) {
  // Past the quotes' date a YouTube video keeps only its link (docs/youtube-data.md).
  const title = video.title === null ? 'The video on YouTube' : `“${video.title}”`;
  const href = webAddress(video.url);
  return (
    <>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {title}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        title
      )}
      {video.title !== null && ` by ${video.creator ?? ''} · ${formatCount(video.views ?? 0)} views on ${PLATFORM_NAMES[video.platform]}`}
    </>
  );
}
