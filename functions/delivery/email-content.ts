import type { SubscriberRecord } from '#functions/subscribers/store';
import { hourLabel } from './rules';
import { formatPrice, type Plan } from '#functions/shared/plans';
import { formatAmount } from '#functions/billing/subscription';
import { renderCancellationEmail } from '#functions/billing/emails/cancellation';
import { renderDailyIdeaEmail, type DailyIdeaEmailInput } from './emails/daily-idea';
import { renderPaymentFailedEmail } from '#functions/billing/emails/payment-failed';
import type { RenderedEmail } from '#functions/platform/email/render';
import { renderTrialWillEndEmail } from '#functions/billing/emails/trial-will-end';
import { renderWelcomeEmail } from '#functions/billing/emails/welcome';
import type { AmbassadorApplication } from '#functions/ambassadors/applications-store';
import { formatCents, HOLD_DAYS, PAYOUT_MINIMUM_CENTS, PROMISED_COMMISSION_RATE, ratePercent } from '#functions/ambassadors/commission';
import { REFERRAL_TTL_DAYS } from '#functions/referrals/rules';
import { renderAmbassadorApplicationEmail } from '#functions/ambassadors/emails/ambassador-application';
import { renderAmbassadorApprovedEmail } from '#functions/ambassadors/emails/ambassador-approved';
import type { NoticeEmailJob } from '#functions/platform/email/jobs';
import { SUPPORT_EMAIL } from '#functions/shared/product';
import type { SupportReply, SupportRequest } from '#functions/support/store';
import { factLines, SUPPORT_CATEGORY_LABELS } from '#functions/support/rules';
import { renderSupportRequestEmail } from '#functions/support/emails/support-request';
import { renderSupportReplyEmail } from '#functions/support/emails/support-reply';

/** What SES is handed: the rendered parts and the headers. */
export interface EmailContent extends RenderedEmail {
  headers: Record<string, string>;
  /** Where a reply goes when not to the sender (a support answer: the support address). */
  replyTo?: string;
}

/** The signed tokens of one recipient's links (functions/platform/email/links.ts). */
export interface LinkTokens {
  unsubscribe: string;
  preferences: string;
  /** Rating links: only subscribers (a promo claimant has no account to rate with). */
  rate: string | null;
  /** "Filmed it" / "Not for me" links: only subscribers, like the stars. */
  feedback: string | null;
}

/** The links an email carries, built in one place for the body and the List-Unsubscribe header. */
export function linkUrls(appUrl: string, tokens: LinkTokens) {
  return {
    unsubscribeUrl: `${appUrl}/api/email/unsubscribe?token=${tokens.unsubscribe}`,
    preferencesUrl: `${appUrl}/email-preferences?token=${tokens.preferences}`,
    ratingUrls: tokens.rate ? [1, 2, 3, 4, 5].map((n) => `${appUrl}/rate?token=${tokens.rate}&rating=${n}`) : [],
    feedbackUrls: tokens.feedback
      ? {
          filmed: `${appUrl}/idea-feedback?token=${tokens.feedback}&action=filmed`,
          notForMe: `${appUrl}/idea-feedback?token=${tokens.feedback}&action=not_for_me`,
        }
      : null,
  };
}

/** What a daily email says to everyone who gets that idea with that delivery note: all but the name and the links. */
export type SharedDailyInput = Omit<DailyIdeaEmailInput, 'firstName' | 'ratingUrls' | 'feedbackUrls' | 'preferencesUrl' | 'unsubscribeUrl'>;

export type EmailRequest =
  | { kind: 'daily'; shared: SharedDailyInput; firstName: string | null; tokens: LinkTokens; headers: Record<string, string> }
  | {
      kind: NoticeEmailJob['kind'];
      job: NoticeEmailJob;
      subscriber: SubscriberRecord;
      /** The plan the notice is about (the welcome needs none; the others are only sent with one). */
      plan: Plan;
      nicheName: string | null;
      appUrl: string;
      preferencesUrl: string;
      headers: Record<string, string>;
    };

/** A date as the emails show it, in the subscriber's own zone: "Tuesday, December 1". */
function dayOf(epochMs: number, timeZone: string | null): string {
  return new Date(epochMs).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: timeZone ?? 'UTC' });
}

/**
 * The one place jobs meet templates: this module (and so React and the templates) is bundled only
 * into the sender, never into an API route's function.
 */
export async function renderEmailOfJob(request: EmailRequest): Promise<EmailContent> {
  if (request.kind === 'daily') return { ...(await personalDailyEmail(request)), headers: request.headers };
  const { job, subscriber, appUrl, preferencesUrl } = request;
  const common = { appUrl, firstName: subscriber.firstName || null, preferencesUrl };
  let rendered: RenderedEmail;
  switch (job.kind) {
    case 'welcome':
      rendered = await renderWelcomeEmail({
        ...common,
        nicheName: request.nicheName ?? 'your niche',
        sendTime: hourLabel(subscriber.sendHour),
        timeZone: subscriber.timeZone ?? 'UTC',
        trialEnds: job.trialEnd ? dayOf(job.trialEnd * 1000, subscriber.timeZone) : null,
      });
      break;
    case 'trial_will_end':
      rendered = await renderTrialWillEndEmail({
        ...common,
        trialEnds: dayOf(job.trialEnd * 1000, subscriber.timeZone),
        planName: request.plan.name,
        price: formatPrice(request.plan),
      });
      break;
    case 'payment_failed':
      rendered = await renderPaymentFailedEmail({
        ...common,
        planName: request.plan.name,
        amount: formatAmount(job.amountDue, job.currency),
      });
      break;
    case 'canceled':
      rendered = await renderCancellationEmail({
        ...common,
        planName: request.plan.name,
        accessEnds: job.accessEnd ? dayOf(Date.parse(job.accessEnd), subscriber.timeZone) : null,
      });
      break;
  }
  return { ...rendered, headers: request.headers };
}

/** The ambassador programme's emails: about an application (to an admin, or to the approved applicant). */
export type AmbassadorEmailRequest =
  | { kind: 'ambassador_application'; application: AmbassadorApplication; appUrl: string; headers: Record<string, string> }
  | { kind: 'ambassador_approved'; application: AmbassadorApplication; code: string; appUrl: string; headers: Record<string, string> };

export async function renderAmbassadorEmail(request: AmbassadorEmailRequest): Promise<EmailContent> {
  const { application, appUrl } = request;
  if (request.kind === 'ambassador_application') {
    const rendered = await renderAmbassadorApplicationEmail({
      appUrl,
      name: application.name,
      email: application.email,
      company: application.company,
      website: application.website,
      marketingChannels: application.marketing_channels,
      audienceSize: application.audience_size,
      experienceLevel: application.experience_level,
      additionalInfo: application.additional_info,
      submittedAt:
        new Date(application.created_at).toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC',
    });
    return { ...rendered, headers: request.headers };
  }
  const rendered = await renderAmbassadorApprovedEmail({
    appUrl,
    firstName: application.name.trim().split(/\s+/)[0] || null,
    email: application.email,
    referralLink: `${appUrl}/?ref=${encodeURIComponent(request.code)}`,
    commission: `${ratePercent(PROMISED_COMMISSION_RATE)}%`,
    hold: `${HOLD_DAYS} days`,
    payoutMinimum: formatCents(PAYOUT_MINIMUM_CENTS),
    trackingDays: REFERRAL_TTL_DAYS,
  });
  return { ...rendered, headers: request.headers };
}

/** Support's emails: a new request to one admin, an admin's reply to the subscriber. */
export type SupportEmailRequest =
  | { kind: 'support_request'; request: SupportRequest; appUrl: string; headers: Record<string, string> }
  | {
      kind: 'support_reply';
      request: SupportRequest;
      reply: SupportReply;
      appUrl: string;
      headers: Record<string, string>;
    };

export async function renderSupportEmail(email: SupportEmailRequest): Promise<EmailContent> {
  const { request, appUrl } = email;
  if (email.kind === 'support_request') {
    const rendered = await renderSupportRequestEmail({
      requestUrl: `${appUrl}/admin/support/${encodeURIComponent(request.id)}`,
      subject: request.subject,
      category: request.category ? SUPPORT_CATEGORY_LABELS[request.category] : null,
      message: request.message,
      priority: request.priority,
      facts: factLines(request.facts),
      sentAt: new Date(request.createdAt).toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC',
    });
    return { ...rendered, headers: email.headers };
  }
  const rendered = await renderSupportReplyEmail({
    subject: request.subject,
    reply: email.reply.message,
    message: request.message,
    supportUrl: `${appUrl}/dashboard?tab=support`,
    supportEmail: SUPPORT_EMAIL,
  });
  return { ...rendered, headers: email.headers, replyTo: SUPPORT_EMAIL };
}

/**
 * Rendering is most of a send's CPU (React on the server), and a window's emails share a handful of
 * ideas: each (idea, delivery note, trial day) is rendered once per warm function with placeholders
 * for the name and the link tokens, which are filled in per recipient. Placeholders are letters and
 * digits only, so neither HTML escaping nor the text conversion changes them; tokens are base64url
 * (nothing to escape); the name is escaped for the HTML part.
 */
const PLACEHOLDER = {
  name: 'csph0name0csph',
  unsubscribe: 'csph0unsub0csph',
  preferences: 'csph0prefs0csph',
  rate: 'csph0rate0csph',
  feedback: 'csph0feedback0csph',
} as const;
const RENDER_CACHE_MAX = 100;
const renderCache = new Map<string, Promise<RenderedEmail>>();

function renderShared(request: Extract<EmailRequest, { kind: 'daily' }>): Promise<RenderedEmail> {
  const { shared } = request;
  const named = Boolean(request.firstName);
  const rated = request.tokens.rate !== null;
  const answerable = request.tokens.feedback !== null;
  const key = JSON.stringify([
    shared.idea.id,
    shared.appUrl,
    shared.nicheName,
    shared.ideaUrl,
    shared.deliveryNote,
    shared.promoTrial ?? null,
    named,
    rated,
    answerable,
  ]);
  let rendered = renderCache.get(key);
  if (!rendered) {
    if (renderCache.size >= RENDER_CACHE_MAX) renderCache.delete(renderCache.keys().next().value!);
    const placeholders: LinkTokens = {
      unsubscribe: PLACEHOLDER.unsubscribe,
      preferences: PLACEHOLDER.preferences,
      rate: rated ? PLACEHOLDER.rate : null,
      feedback: answerable ? PLACEHOLDER.feedback : null,
    };
    rendered = renderDailyIdeaEmail({ ...shared, firstName: named ? PLACEHOLDER.name : null, ...linkUrls(shared.appUrl, placeholders) });
    rendered.catch(() => renderCache.delete(key));
    renderCache.set(key, rendered);
  }
  return rendered;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

async function personalDailyEmail(request: Extract<EmailRequest, { kind: 'daily' }>): Promise<RenderedEmail> {
  const shared = await renderShared(request);
  const fill = (text: string, name: string) =>
    text
      .replaceAll(PLACEHOLDER.name, name)
      .replaceAll(PLACEHOLDER.unsubscribe, request.tokens.unsubscribe)
      .replaceAll(PLACEHOLDER.preferences, request.tokens.preferences)
      .replaceAll(PLACEHOLDER.rate, request.tokens.rate ?? '')
      .replaceAll(PLACEHOLDER.feedback, request.tokens.feedback ?? '');
  const firstName = request.firstName ?? '';
  return { subject: shared.subject, html: fill(shared.html, escapeHtml(firstName)), text: fill(shared.text, firstName) };
}
