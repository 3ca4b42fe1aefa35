import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatCount } from '@/lib/format';
import type { SampleIdea } from '../sample-ideas';

const PLATFORM_NAMES = { tiktok: 'TikTok', instagram: 'Instagram', youtube: 'YouTube' } as const;

/** A daily idea as it arrives at 7:00 AM, with the comment and video it came from. */
export function SampleIdeaCard({ idea }: { readonly idea: SampleIdea }) {
  const titleId = useId();
  const { content, source } = idea;
  const reasons = content.why_it_works.split(' • ').filter((reason) => reason.trim() !== '');
  return (
    <Card as="article" className="mk-idea" aria-labelledby={titleId}>
      <div className="mk-idea__meta">
        <span className="mk-idea__time">Today, 7:00 AM</span>
        <Badge variant="info">{idea.nicheLabel}</Badge>
      </div>
      <h3 id={titleId} className="mk-idea__title">
        {idea.title}
      </h3>

      <h4 className="mk-idea__label">Hook options</h4>
      <ol className="mk-idea__hooks">
        {content.hooks.map((hook) => (
          <li key={hook}>{`“${hook}”`}</li>
        ))}
      </ol>

      <h4 className="mk-idea__label">Key points</h4>
      <ol className="mk-idea__points">
        {content.sections.map((section) => (
          <li key={section.title}>
            <p className="mk-idea__point-title">{section.title}</p>
            <dl className="mk-idea__script">
              <dt>Text</dt>
              <dd>{section.text}</dd>
              <dt>Voiceover</dt>
              <dd>{section.voiceover}</dd>
              <dt>Visuals</dt>
              <dd>{section.visuals}</dd>
            </dl>
          </li>
        ))}
      </ol>

      <h4 className="mk-idea__label">Why it works</h4>
      <ul className="mk-checklist">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>

      <div className="mk-idea__source">
        <h4 className="mk-idea__label">Source</h4>
        <blockquote className="mk-idea__comment">
          <p>{`“${source.comment}”`}</p>
          <footer>{`${source.commentAuthor} · ${formatCount(source.commentLikes)} likes`}</footer>
        </blockquote>
        <p className="mk-idea__video">
          {`On “${source.videoTitle}” by ${source.videoCreator} · ${formatCount(source.videoViews)} views on ${PLATFORM_NAMES[source.platform]}`}
        </p>
      </div>
    </Card>
  );
}
