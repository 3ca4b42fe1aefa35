import { Column, Row, Section } from '@react-email/components';
import type { ReactNode } from 'react';
import { RATING_MAX, type ContentIdea, type IdeaGenerator, type Platform } from '#functions/shared/schemas';
import { exampleIdeas } from '#functions/content-engine/content-files';
import { evidenceOf, webAddress, type Evidence, type EvidenceQuote } from '#functions/content-engine/evidence';
import { filmingLines } from '#functions/ideas/preview';
import { PRODUCT_NAME } from '#functions/shared/product';
import {
  cls,
  EmailHeading,
  EmailLayout,
  EmailTitle,
  greeting,
  Paragraph,
  PrimaryButton,
  Rule,
  styles,
  TextLink,
} from '#functions/platform/email/layout';
import { renderEmail, type RenderedEmail } from '#functions/platform/email/render';

/**
 * The daily email (docs/product-rules.md#daily-email): the whole ready-to-film idea, laid out like
 * the dashboard's idea page (web/src/components/idea/*), so the inbox alone is enough to film it.
 */
export interface DailyIdeaEmailInput {
  /** Site origin, e.g. "https://commentspark.com" (the links below come already absolute). */
  appUrl: string;
  firstName: string | null;
  idea: ContentIdea;
  /** The niche's display name, e.g. "Skincare". */
  nicheName: string;
  /** `${appUrl}/content-idea/{id}`: the "Open in dashboard" buttons. A promo claimant has no dashboard and sees none. */
  ideaUrl: string;
  /** The signed rating links for 1 to 5 stars, in that order; none leaves "Rate this idea" out (a promo claimant has no account to rate with). */
  ratingUrls: readonly string[];
  /** The signed "Filmed it" / "Not for me" links; null leaves them out (a promo claimant, like the stars). */
  feedbackUrls: { filmed: string; notForMe: string } | null;
  preferencesUrl: string;
  unsubscribeUrl: string;
  /** When this email comes, e.g. "You get this at 7:00 AM, Europe/London time." */
  deliveryNote: string;
  /** A promo claimant's email-only trial: which day of how many, and where to create an account. */
  promoTrial?: { day: number; of: number; signUpUrl: string } | undefined;
}

const PLATFORM_NAMES: Record<Platform, string> = { tiktok: 'TikTok', instagram: 'Instagram', youtube: 'YouTube' };

/** Library ideas were written by the editors and carry no note (as on the idea page). */
const GENERATOR_NOTES: Partial<Record<IdeaGenerator, string>> = {
  offline: `Written by ${PRODUCT_NAME}'s offline generator from these comments (no AI model was used).`,
  openai: 'Written with AI from these comments.',
};

const COUNT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** "4.2K", "1.8M": how social apps show counts. */
function formatCount(value: number): string {
  return COUNT.format(value);
}

export function DailyIdeaEmail(input: DailyIdeaEmailInput) {
  const { idea, promoTrial } = input;
  const evidence = evidenceOf(idea.source);
  const [firstHook] = idea.content.hooks;
  const filming = filmingLines(idea.content.filming);
  return (
    <EmailLayout
      preview={flatten(firstHook ?? idea.title)}
      reason={
        promoTrial
          ? `You're getting this because you claimed a ${PRODUCT_NAME} free trial for ${input.nicheName} ideas. ${input.deliveryNote}`
          : `You're getting this because you subscribe to ${PRODUCT_NAME}'s daily ${input.nicheName} idea. ${input.deliveryNote}`
      }
      preferencesUrl={input.preferencesUrl}
      unsubscribeUrl={input.unsubscribeUrl}
    >
      {promoTrial && (
        <Paragraph muted style={{ ...styles.label, margin: '0 0 12px' }}>
          {`Day ${promoTrial.day} of ${promoTrial.of} of your free trial`}
        </Paragraph>
      )}
      <Paragraph muted>{`${greeting(input.firstName)} here is today's idea, ready to film.`}</Paragraph>
      <Paragraph muted style={{ ...styles.label, margin: '16px 0 0' }}>
        {`${input.nicheName} · ${idea.subNiche} · Day ${idea.dayNumber}`}
      </Paragraph>
      <EmailTitle>{idea.title}</EmailTitle>
      {idea.personal && idea.personal.reasons.length > 0 && <WhyYou reasons={idea.personal.reasons} />}
      {!promoTrial && <PrimaryButton href={input.ideaUrl}>Open in dashboard</PrimaryButton>}

      <EmailHeading>Hook options</EmailHeading>
      {idea.content.hooks.map((hook, index) => (
        <Section key={`${index}-${hook}`} className={cls.soft} style={styles.soft}>
          <Paragraph muted style={styles.label}>
            {idea.content.hooks.length > 1 ? `Hook - Option ${index + 1}` : 'Hook'}
          </Paragraph>
          <Paragraph style={{ margin: 0, fontWeight: 600 }}>
            <Lines text={hook} />
          </Paragraph>
        </Section>
      ))}

      {filming && (
        <>
          <EmailHeading>Filming plan</EmailHeading>
          {filming.map(([label, text]) => (
            <SlideLine key={label} label={label} text={text} />
          ))}
        </>
      )}

      <EmailHeading>Key Points</EmailHeading>
      {idea.content.sections.map((section, index) => (
        <Section key={`${index}-${section.title}`} style={{ margin: '0 0 20px' }}>
          <Paragraph style={{ fontWeight: 700, margin: '0 0 8px' }}>{`${index + 1}. ${section.title}`}</Paragraph>
          <SlideLine label="Text" text={section.text} />
          <SlideLine label="Voiceover" text={section.voiceover} />
          <SlideLine label="Visuals" text={section.visuals} />
        </Section>
      ))}

      <EmailHeading>Why it works</EmailHeading>
      {whyBullets(idea.content.why_it_works).map((reason, index) => (
        <Paragraph key={`${index}-${reason}`} style={{ margin: '0 0 8px' }}>
          {`• ${reason}`}
        </Paragraph>
      ))}

      <EmailHeading>How This Idea Was Generated</EmailHeading>
      <SourceEvidence evidence={evidence} platform={idea.source.platform} generator={idea.generator} />

      {input.feedbackUrls && (
        <>
          <Rule />
          <FeedbackRow urls={input.feedbackUrls} />
        </>
      )}
      {input.ratingUrls.length > 0 && (
        <>
          <Rule />
          <RatingRow ratingUrls={input.ratingUrls} />
        </>
      )}
      {!promoTrial && <PrimaryButton href={input.ideaUrl}>Open in dashboard</PrimaryButton>}

      {promoTrial && (
        <>
          <Rule />
          <EmailHeading>Keep the ideas coming</EmailHeading>
          <Paragraph>
            {`This is day ${promoTrial.day} of ${promoTrial.of} of your free trial. Create your ${PRODUCT_NAME} account to keep getting a fresh ${input.nicheName} idea every morning, with every idea so far on your dashboard.`}
          </Paragraph>
          <PrimaryButton href={promoTrial.signUpUrl}>Create your account</PrimaryButton>
        </>
      )}
    </EmailLayout>
  );
}

function SlideLine({ label, text }: { readonly label: string; readonly text: string }) {
  if (!text.trim()) return null;
  return (
    <Paragraph style={{ margin: '0 0 6px' }}>
      <span className={cls.muted} style={{ color: styles.muted.color, fontWeight: 700 }}>{`${label}: `}</span>
      <Lines text={text} />
    </Paragraph>
  );
}

function SourceEvidence({
  evidence,
  platform,
  generator,
}: {
  readonly evidence: Evidence;
  readonly platform: Platform;
  readonly generator?: IdeaGenerator | undefined;
}) {
  const note = generator && GENERATOR_NOTES[generator];
  const platformName = PLATFORM_NAMES[platform];
  return (
    <>
      {evidence.quote ? (
        <>
          <Paragraph muted>
            {`We found this comment under a video that was taking off on ${platformName}, and built the idea to answer it.`}
          </Paragraph>
          <Quote quote={evidence.quote} />
        </>
      ) : (
        <Paragraph muted>
          {`Viewers asked for this under a video that was taking off on ${platformName}, and we built the idea to answer them.`}
        </Paragraph>
      )}
      {/* An insight of one claims no count beside its quote: one comment is not "1 viewer asked this". */}
      {(evidence.askedCount > 1 || !evidence.quote) && (
        <Paragraph>
          <strong>{evidence.askedCount === 1 ? '1 viewer asked this' : `${evidence.askedCount} viewers asked this`}</strong>
          {evidence.totalLikes !== null && ` · ${formatCount(evidence.totalLikes)} likes in total`}
        </Paragraph>
      )}
      {evidence.supportingComments.length > 0 && (
        <>
          <Paragraph muted style={styles.label}>
            Other viewers asking
          </Paragraph>
          {evidence.supportingComments.map((quote, index) => (
            <Quote key={`${index}-${quote.commentAuthor}`} quote={quote} />
          ))}
        </>
      )}
      <Paragraph muted style={{ ...styles.label, marginTop: '12px' }}>
        {evidence.videos.length === 1 ? 'Video' : 'Videos'}
      </Paragraph>
      {evidence.videos.map((video, index) => (
        <Paragraph key={`${index}-${video.url ?? video.title}`} style={{ margin: '0 0 6px' }}>
          {video.title === null ? (
            // Past the quotes' date a YouTube video keeps only its link (docs/youtube-data.md).
            <VideoTitle title={null} url={video.url} />
          ) : (
            <>
              <VideoTitle title={video.title} url={video.url} />
              {` by ${video.creator ?? ''} · ${formatCount(video.views ?? 0)} views on ${PLATFORM_NAMES[video.platform]}`}
            </>
          )}
        </Paragraph>
      ))}
      {evidence.withdrawnQuotes > 0 && (
        <Paragraph
          muted
        >{`${platformName} comments are quoted for ${QUOTE_DAYS} days after we read them; the video has them all.`}</Paragraph>
      )}
      {note && <Paragraph muted>{note}</Paragraph>}
    </>
  );
}

/** The days a YouTube comment stays quotable after it was last read (docs/youtube-data.md), as on the idea page. */
const QUOTE_DAYS = 30;

function Quote({ quote }: { readonly quote: EvidenceQuote }) {
  const url = webAddress(quote.url);
  return (
    <Section className={cls.soft} style={{ ...styles.soft, borderLeft: `4px solid ${styles.link.color}` }}>
      <Paragraph style={{ margin: '0 0 4px', fontStyle: 'italic' }}>
        <Lines text={`“${quote.comment}”`} />
      </Paragraph>
      <Paragraph muted style={{ margin: 0 }}>
        {`${quote.commentAuthor} · ${formatCount(quote.commentLikes)} likes`}
        {/* Attribution: a YouTube comment says where it is, and links there when the address is known. */}
        {quote.platform === 'youtube' &&
          (url ? (
            <>
              {' '}
              <TextLink href={url}>on YouTube</TextLink>
            </>
          ) : (
            ' on YouTube'
          ))}
      </Paragraph>
    </Section>
  );
}

function VideoTitle({ title, url }: { readonly title: string | null; readonly url?: string | undefined }) {
  const quoted = title === null ? 'The video on YouTube' : `“${title}”`;
  const href = webAddress(url);
  return href ? <TextLink href={href}>{quoted}</TextLink> : <>{quoted}</>;
}

/** Why this idea was chosen for this subscriber: short lines under the title, as on the card and the idea page. */
function WhyYou({ reasons }: { readonly reasons: readonly { readonly text: string }[] }) {
  return (
    <Section className={cls.soft} style={styles.soft}>
      <Paragraph muted style={styles.label}>
        Why you
      </Paragraph>
      {reasons.map((reason, index) => (
        <Paragraph key={`${index}-${reason.text}`} style={{ margin: '0 0 4px' }}>
          {`• ${reason.text}`}
        </Paragraph>
      ))}
    </Section>
  );
}

/** "Filmed it" and "Not for me": one click each, and tomorrow's ideas learn from it. */
function FeedbackRow({ urls }: { readonly urls: { readonly filmed: string; readonly notForMe: string } }) {
  return (
    <Section>
      <Paragraph style={{ fontWeight: 700, textAlign: 'center', margin: '0 0 8px' }}>Did you film it?</Paragraph>
      <Row>
        <Column align="center" style={{ width: '50%', padding: '0 4px' }}>
          <TextLink href={urls.filmed}>Filmed it</TextLink>
        </Column>
        <Column align="center" style={{ width: '50%', padding: '0 4px' }}>
          <TextLink href={urls.notForMe}>Not for me</TextLink>
        </Column>
      </Row>
      <Paragraph muted style={{ textAlign: 'center', margin: '8px 0 0' }}>
        Your next ideas learn from your answer.
      </Paragraph>
    </Section>
  );
}

/** "Rate this idea" with five links, 1 to 5 stars; each records the rating and opens the idea. */
function RatingRow({ ratingUrls }: { readonly ratingUrls: readonly string[] }) {
  return (
    <Section>
      <Paragraph style={{ fontWeight: 700, textAlign: 'center', margin: '0 0 8px' }}>Rate this idea</Paragraph>
      <Row>
        {ratingUrls.slice(0, RATING_MAX).map((url, index) => (
          <Column key={index} align="center" style={{ width: '20%', padding: '0 2px' }}>
            <TextLink href={url}>
              <span
                title={`${index + 1} out of ${RATING_MAX} stars`}
                style={{ fontSize: '18px', lineHeight: '36px', whiteSpace: 'nowrap' }}
              >
                {`${index + 1} ★`}
              </span>
            </TextLink>
          </Column>
        ))}
      </Row>
      <Paragraph muted style={{ textAlign: 'center', margin: '8px 0 0' }}>
        1 = not for me · 5 = filming it
      </Paragraph>
    </Section>
  );
}

/** " • "-separated bullets, as why_it_works is stored (functions/shared/schemas.ts). */
function whyBullets(text: string): string[] {
  return text
    .split('•')
    .map((item) => item.trim())
    .filter(Boolean);
}

const LINE_BREAK = /<br\s*\/?>|\n/gi;

/** Generated text may carry `<br>` tags or newlines: they become line breaks, never markup. */
function Lines({ text }: { readonly text: string }): ReactNode {
  return text.split(LINE_BREAK).map((line, index) => (
    <span key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </span>
  ));
}

/** The inbox preview is one line. */
function flatten(text: string): string {
  return text.replace(LINE_BREAK, ' ');
}

export async function renderDailyIdeaEmail(input: DailyIdeaEmailInput): Promise<RenderedEmail> {
  return renderEmail(input.idea.title, <DailyIdeaEmail {...input} />);
}

const PREVIEW_APP_URL = 'http://localhost:5173';

/**
 * The sample a preview shows: the first public example idea (content/examples/skincare.json) as
 * the content engine would send it, with an insight's evidence. Read from the file when a preview
 * asks for it, never when an email is sent, so the sender's bundle carries no idea text.
 */
function previewIdea(): ContentIdea {
  const example = exampleIdeas('skincare')[0]!;
  return {
    ...example,
    source: {
      ...example.source,
      supportingComments: [
        { comment: 'how do you even tell if you are combination or just oily', commentAuthor: '@mia.k', commentLikes: 1840 },
        { comment: 'is there a test for skin type that actually works', commentAuthor: '@lou', commentLikes: 312 },
      ],
      askedCount: 4,
      totalLikes: 6410,
      videos: [
        {
          title: example.source.videoTitle,
          creator: example.source.videoCreator,
          views: example.source.videoViews,
          platform: example.source.platform,
        },
        { title: 'Why your moisturizer stopped working', creator: '@derm.notes', views: 640_000, platform: 'youtube' },
      ],
    },
    generator: 'offline',
  };
}

DailyIdeaEmail.PreviewProps = {
  appUrl: PREVIEW_APP_URL,
  firstName: 'Dani',
  get idea() {
    return previewIdea();
  },
  nicheName: 'Skincare',
  get ideaUrl() {
    return `${PREVIEW_APP_URL}/content-idea/${previewIdea().id}`;
  },
  ratingUrls: [1, 2, 3, 4, 5].map((rating) => `${PREVIEW_APP_URL}/rate?token=preview&rating=${rating}`),
  feedbackUrls: {
    filmed: `${PREVIEW_APP_URL}/idea-feedback?token=preview&action=filmed`,
    notForMe: `${PREVIEW_APP_URL}/idea-feedback?token=preview&action=not_for_me`,
  },
  preferencesUrl: `${PREVIEW_APP_URL}/email-preferences?token=preview`,
  unsubscribeUrl: `${PREVIEW_APP_URL}/api/email/unsubscribe?token=preview`,
  deliveryNote: 'You get this at 7:00 AM, Europe/London time.',
} satisfies DailyIdeaEmailInput;
