import { signLink, type Recipient } from '#functions/platform/email/links';
import type { ContentIdea } from '#functions/shared/schemas';
import { sendEmail, senderMailbox } from '#functions/platform/email/ses';
import { claimSend, endPromoTrial, getPromoTrial, getSentEmail, markSent, releaseSend } from './store';
import { findIdeaOfDay } from '#functions/ideas/store';
import { getPersonalDay } from '#functions/ideas/personal-store';
import { cachedNiches } from '#functions/niches/store';
import { listProgress } from '#functions/ideas/progress-store';
import { findSubscriberByEmail, getSubscriberAndStripeEnvironment } from '#functions/subscribers/store';
import { grantsAccess } from '#functions/billing/rules';
import { hourLabel, PROMO_TRIAL_DAYS } from './rules';
import { dailyUnlocksBetween, daysUnlocked, DASHBOARD_VARIANT } from '#functions/ideas/rules';
import { planById } from '#functions/shared/plans';
import { getApplication } from '#functions/ambassadors/applications-store';
import { linkUrls, renderAmbassadorEmail, renderEmailOfJob, renderSupportEmail, type EmailContent, type LinkTokens } from './email-content';
import type { AmbassadorEmailJob, DailyEmailJob, EmailJob, NoticeEmailJob, SupportEmailJob } from '#functions/platform/email/jobs';
import { getSupportThread } from '#functions/support/store';

/**
 * The sender: one queued job, at most one email, ever. Order of work, and what a failure at each
 * step does:
 * 1. read who it is for and whether they still get it (unsubscribed, bounced, canceled since the
 *    dispatch: nothing is sent, the message is done);
 * 2. find the day's idea: the subscriber's own if the personal job made one, else the niche's
 *    (none: a warning and a metric, never an empty email);
 * 3. claim `address + kind + ref` with a conditional write (sent already: done; claimed by a
 *    sender still within its lease: retried later through the queue);
 * 4. render and hand to SES (refused: the claim is released and the message retried);
 * 5. store SES's message id on the claim. A crash between 4 and 5 leaves a claim without an id;
 *    only when its lease has run out may a retry send again.
 */

export type SendOutcome =
  { outcome: 'sent'; messageId: string } | { outcome: 'already-sent'; messageId: string } | { outcome: 'skipped'; reason: string };

/** The claim is held by another sender (or one that crashed): try again once its lease has run out. */
export class SendInProgress extends Error {}

export interface SenderHooks {
  warn?: (message: string, details: Record<string, unknown>) => void;
  /** Counted per outcome (metrics in the cloud). */
  count?: (name: string, details?: Record<string, string>) => void;
  /** Called between SES's answer and storing its message id: tests simulate a crash there. */
  afterSend?: (messageId: string) => Promise<void> | void;
}

const appUrl = () => process.env.APP_URL ?? 'http://localhost:5173';

export async function sendEmailJob(job: EmailJob, now = new Date(), hooks: SenderHooks = {}): Promise<SendOutcome> {
  const prepared =
    job.kind === 'daily'
      ? await prepareDaily(job, hooks)
      : isAmbassadorJob(job)
        ? await prepareAmbassadorEmail(job)
        : isSupportJob(job)
          ? await prepareSupportEmail(job)
          : await prepareNotice(job);
  if ('skip' in prepared) {
    hooks.count?.('EmailSkipped', { reason: prepared.skip });
    return { outcome: 'skipped', reason: prepared.skip };
  }
  const { to, claim, content } = prepared;
  const claimed = await claimSend(to, claim.kind, claim.ref, now);
  if (claimed.outcome === 'sent') return { outcome: 'already-sent', messageId: claimed.messageId };
  if (claimed.outcome === 'busy') {
    // Usually a twin message being sent this very moment (the dispatcher ran twice): its message id
    // arrives within a second or two, and waiting for it settles this one without a redelivery.
    const messageId = await settledElsewhere(to, claim);
    if (messageId) return { outcome: 'already-sent', messageId };
    throw new SendInProgress(`Another sender holds ${claim.kind}#${claim.ref}`);
  }

  let messageId: string;
  try {
    const email = await content();
    messageId = await sendEmail({ to, ...email });
  } catch (error) {
    await releaseSend(to, claim.kind, claim.ref, claimed.lease);
    throw error;
  }
  await hooks.afterSend?.(messageId);
  await markSent(to, claim.kind, claim.ref, claimed.lease, messageId);
  hooks.count?.('EmailSent', { kind: job.kind });
  return { outcome: 'sent', messageId };
}

const TWIN_WAIT_MS = 5_000;
const TWIN_POLL_MS = 250;

async function settledElsewhere(to: string, claim: { kind: string; ref: string }): Promise<string | null> {
  const deadline = Date.now() + TWIN_WAIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, TWIN_POLL_MS));
    const record = await getSentEmail(to, claim.kind, claim.ref);
    if (typeof record?.messageId === 'string') return record.messageId;
    // Released (SES refused the twin): this message is retried through the queue.
    if (!record) return null;
  }
  return null;
}

type Prepared = { skip: string } | { to: string; claim: { kind: string; ref: string }; content: () => Promise<EmailContent> };

/** The signed tokens of the links every email to one recipient carries (and, given an idea, its rating and feedback links). */
async function recipientTokens(recipient: Recipient, ratedIdeaId: string | null = null): Promise<LinkTokens> {
  const [unsubscribe, preferences, rate, feedback] = await Promise.all([
    signLink({ recipient, purpose: 'unsubscribe' }),
    signLink({ recipient, purpose: 'preferences' }),
    ratedIdeaId ? signLink({ recipient, purpose: 'rate', ideaId: ratedIdeaId }) : null,
    ratedIdeaId ? signLink({ recipient, purpose: 'feedback', ideaId: ratedIdeaId }) : null,
  ]);
  return { unsubscribe, preferences, rate, feedback };
}

/** RFC 8058 one-click unsubscribe, plus a mailto for clients without it; and a reference that keeps Gmail from threading the days. */
function listHeaders(unsubscribeUrl: string, entityRef: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:${senderMailbox()}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'X-Entity-Ref-ID': entityRef,
  };
}

async function nicheName(niche: string): Promise<string> {
  return (await cachedNiches()).find((n) => n.niche === niche)?.displayName ?? niche;
}

function dailyClaim(job: DailyEmailJob) {
  return { kind: 'DAILY', ref: job.localDate };
}

async function prepareDaily(job: DailyEmailJob, hooks: SenderHooks): Promise<Prepared> {
  const sendAt = new Date(job.sendAt);
  if (job.recipient.type === 'subscriber') {
    const { subscriber, environment } = await getSubscriberAndStripeEnvironment(job.recipient.userId);
    if (!subscriber) return { skip: 'no-subscriber' };
    if (!subscriber.subscribed || !grantsAccess(subscriber, environment, false)) return { skip: 'not-subscribed' };
    const unwanted = deliveryBlock(subscriber);
    if (unwanted) return { skip: unwanted };
    if (!subscriber.niche) return { skip: 'no-niche' };
    const progress = (await listProgress(subscriber.userId, { consistent: true })).find((p) => p.niche === subscriber.niche);
    const day = progress ? daysUnlocked(progress, sendAt, subscriber.timeZone) : 0;
    if (day < 1) return { skip: 'no-day-open' };
    // Their own idea of the day first (made ahead by the personal job), else the niche's.
    const idea = (await getPersonalDay(subscriber.userId, subscriber.niche, day))?.idea ?? (await dayIdea(subscriber.niche, day, hooks));
    if (!idea) return { skip: 'no-idea' };
    const recipient: Recipient = { type: 'subscriber', userId: subscriber.userId };
    return {
      to: subscriber.email,
      claim: dailyClaim(job),
      content: async () => {
        const tokens = await recipientTokens(recipient, idea.id);
        return renderEmailOfJob({
          kind: 'daily',
          shared: {
            appUrl: appUrl(),
            idea,
            nicheName: await nicheName(idea.niche),
            ideaUrl: `${appUrl()}/content-idea/${encodeURIComponent(idea.id)}`,
            deliveryNote: `You get this at ${hourLabel(subscriber.sendHour)}, ${subscriber.timeZone ?? 'UTC'} time.`,
          },
          firstName: subscriber.firstName || null,
          tokens,
          headers: listHeaders(linkUrls(appUrl(), tokens).unsubscribeUrl, entityRef('daily', subscriber.userId, job.localDate)),
        });
      },
    };
  }

  const trial = await getPromoTrial(job.recipient.email);
  if (!trial) return { skip: 'no-trial' };
  const unwanted = deliveryBlock(trial);
  if (unwanted) return { skip: unwanted };
  // Subscribed since the claim: their subscriber email is the one they get.
  const account = await findSubscriberByEmail(trial.email);
  if (account?.subscribed) {
    await endPromoTrial(trial.email);
    return { skip: 'subscribed-since' };
  }
  const day = dailyUnlocksBetween(new Date(trial.startedAt), sendAt, trial.timeZone);
  if (day < 1) return { skip: 'no-day-open' };
  if (day > PROMO_TRIAL_DAYS) {
    await endPromoTrial(trial.email);
    return { skip: 'trial-over' };
  }
  const idea = await dayIdea(trial.niche, day, hooks);
  if (!idea) return { skip: 'no-idea' };
  const recipient: Recipient = { type: 'promo', email: trial.email };
  return {
    to: trial.email,
    claim: dailyClaim(job),
    content: async () => {
      const tokens = await recipientTokens(recipient);
      const signUpUrl = `${appUrl()}/onboarding`;
      return renderEmailOfJob({
        kind: 'daily',
        firstName: null,
        tokens,
        shared: {
          appUrl: appUrl(),
          idea,
          nicheName: await nicheName(idea.niche),
          // No account yet, so no dashboard: the idea's button leads to creating one.
          ideaUrl: signUpUrl,
          deliveryNote: `You get this at ${hourLabel(trial.sendHour)}, ${trial.timeZone} time, during your ${PROMO_TRIAL_DAYS}-day free trial.`,
          promoTrial: { day, of: PROMO_TRIAL_DAYS, signUpUrl },
        },
        headers: listHeaders(linkUrls(appUrl(), tokens).unsubscribeUrl, entityRef('daily', trial.email, job.localDate)),
      });
    },
  };
}

function deliveryBlock(settings: { dailyEmail: boolean; emailStatus: string }): string | null {
  if (!settings.dailyEmail) return 'daily-email-off';
  if (settings.emailStatus !== 'deliverable') return 'undeliverable';
  return null;
}

// A day's idea is written once and never changed (keep-ahead's conditional writes), so a warm
// function keeps the ones it has read: a window's recipients share a handful of them.
const IDEA_CACHE_MAX = 200;
const ideaCache = new Map<string, ContentIdea>();

async function dayIdea(niche: string, day: number, hooks: SenderHooks): Promise<ContentIdea | null> {
  const key = `${niche}#${day}`;
  const cached = ideaCache.get(key);
  if (cached) return cached;
  const idea = await findIdeaOfDay(niche, DASHBOARD_VARIANT, day);
  if (idea) {
    if (ideaCache.size >= IDEA_CACHE_MAX) ideaCache.delete(ideaCache.keys().next().value!);
    ideaCache.set(key, idea);
  }
  if (!idea) {
    // The keep-ahead job should have made it days ago: say which, and count it (alarmed in the cloud).
    hooks.warn?.('No idea for the day: no email sent', { niche, day });
    hooks.count?.('DailyIdeaMissing', { niche });
  }
  return idea;
}

/**
 * Stable per email and different every day: Gmail threads messages with the same subject and
 * sender unless their X-Entity-Ref-ID differs. Not a secret, but no reason to show a user id either.
 */
function entityRef(kind: string, who: string, ref: string): string {
  let hash = 0x811c9dc5;
  for (const char of who) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return `${kind}-${ref}-${hash.toString(16).padStart(8, '0')}`;
}

/** The billing notices: sent to subscribers whose address works, whatever their daily-email setting (they are about their money). */
async function prepareNotice(job: NoticeEmailJob): Promise<Prepared> {
  const { subscriber } = await getSubscriberAndStripeEnvironment(job.userId);
  if (!subscriber) return { skip: 'no-subscriber' };
  if (subscriber.emailStatus !== 'deliverable') return { skip: 'undeliverable' };
  // Every notice names the plan; a record without one (should not happen once billed) gets none rather than a vague one.
  if (!subscriber.subscriptionTier) return { skip: 'no-plan' };
  const plan = planById(subscriber.subscriptionTier);
  const ref = noticeRef(job);
  return {
    to: subscriber.email,
    claim: { kind: job.kind.toUpperCase(), ref },
    content: async () => {
      const links = linkUrls(appUrl(), await recipientTokens({ type: 'subscriber', userId: subscriber.userId }));
      return renderEmailOfJob({
        kind: job.kind,
        job,
        subscriber,
        plan,
        nicheName: subscriber.niche ? await nicheName(subscriber.niche) : null,
        appUrl: appUrl(),
        preferencesUrl: links.preferencesUrl,
        headers: { 'X-Entity-Ref-ID': entityRef(job.kind, subscriber.userId, ref) },
      });
    },
  };
}

function noticeRef(job: NoticeEmailJob): string {
  switch (job.kind) {
    case 'welcome':
      return job.userId;
    case 'trial_will_end':
      return `${job.subscriptionId}#${job.trialEnd}`;
    case 'payment_failed':
      return job.invoiceId;
    case 'canceled':
      return job.subscriptionId;
  }
}

function isAmbassadorJob(job: Exclude<EmailJob, DailyEmailJob>): job is AmbassadorEmailJob {
  return job.kind === 'ambassador_application' || job.kind === 'ambassador_approved';
}

/**
 * The ambassador programme's emails, claimed per address and application: one notice per admin
 * per application, one approval per application, however often the routes retry.
 */
async function prepareAmbassadorEmail(job: AmbassadorEmailJob): Promise<Prepared> {
  const application = await getApplication(job.applicationId, { consistent: true });
  if (!application) return { skip: 'no-application' };
  const ref = application.id;
  if (job.kind === 'ambassador_application') {
    return {
      to: job.to,
      claim: { kind: 'AMBASSADOR_APPLICATION', ref },
      content: () =>
        renderAmbassadorEmail({
          kind: job.kind,
          application,
          appUrl: appUrl(),
          headers: { 'X-Entity-Ref-ID': entityRef(job.kind, job.to, ref) },
        }),
    };
  }
  // Queued after the approval created the ambassador (the code is on the application from then on).
  const code = application.ambassador_code;
  if (!code || application.status === 'rejected') return { skip: 'not-approved' };
  return {
    to: application.email,
    claim: { kind: 'AMBASSADOR_APPROVED', ref },
    content: () =>
      renderAmbassadorEmail({
        kind: job.kind,
        application,
        code,
        appUrl: appUrl(),
        headers: { 'X-Entity-Ref-ID': entityRef(job.kind, application.email, ref) },
      }),
  };
}

function isSupportJob(job: Exclude<EmailJob, DailyEmailJob>): job is SupportEmailJob {
  return job.kind === 'support_request' || job.kind === 'support_reply';
}

/**
 * Support's emails, claimed per address and request (one notice per admin per request) or per reply
 * (each answer once). A reply goes to the address the request was sent from, whatever the
 * subscriber's daily-email setting (they asked for it), unless that address bounced or complained.
 */
async function prepareSupportEmail(job: SupportEmailJob): Promise<Prepared> {
  const thread = await getSupportThread(job.requestId);
  if (!thread) return { skip: 'no-support-request' };
  const { request } = thread;
  if (job.kind === 'support_request') {
    return {
      to: job.to,
      claim: { kind: 'SUPPORT_REQUEST', ref: request.id },
      content: () =>
        renderSupportEmail({
          kind: job.kind,
          request,
          appUrl: appUrl(),
          headers: { 'X-Entity-Ref-ID': entityRef(job.kind, job.to, request.id) },
        }),
    };
  }
  const reply = thread.replies.find((candidate) => candidate.id === job.replyId);
  if (!reply) return { skip: 'no-support-reply' };
  if (!request.facts.email) return { skip: 'no-address' };
  // An address that bounced or complained gets nothing more from us; the answer is still in their Support tab.
  const account = await findSubscriberByEmail(request.facts.email);
  if (account && account.emailStatus !== 'deliverable') return { skip: 'undeliverable' };
  return {
    to: request.facts.email,
    claim: { kind: 'SUPPORT_REPLY', ref: reply.id },
    content: () =>
      renderSupportEmail({
        kind: job.kind,
        request,
        reply,
        appUrl: appUrl(),
        headers: { 'X-Entity-Ref-ID': entityRef(job.kind, request.facts.email, reply.id) },
      }),
  };
}
