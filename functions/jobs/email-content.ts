import type { SubscriberRecord } from '../data/subscribers';
import { hourLabel } from '../domain/delivery';
import { formatPrice, type Plan } from '../domain/plans';
import { formatAmount } from '../domain/subscription';
import { renderCancellationEmail } from '../emails/cancellation';
import { renderDailyIdeaEmail, type DailyIdeaEmailInput } from '../emails/daily-idea';
import { renderPaymentFailedEmail } from '../emails/payment-failed';
import type { RenderedEmail } from '../emails/render';
import { renderTrialWillEndEmail } from '../emails/trial-will-end';
import { renderWelcomeEmail } from '../emails/welcome';
import type { DailyEmailJob, EmailJob } from './email-jobs';

/** What SES is handed: the rendered parts and the headers. */
export interface EmailContent extends RenderedEmail {
  headers: Record<string, string>;
}

export type EmailRequest =
  | { kind: 'daily'; input: DailyIdeaEmailInput; headers: Record<string, string> }
  | {
      kind: Exclude<EmailJob, DailyEmailJob>['kind'];
      job: Exclude<EmailJob, DailyEmailJob>;
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
  if (request.kind === 'daily') return { ...(await renderDailyIdeaEmail(request.input)), headers: request.headers };
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
      rendered = await renderPaymentFailedEmail({ ...common, planName: request.plan.name, amount: formatAmount(job.amountDue, job.currency) });
      break;
    case 'canceled':
      rendered = await renderCancellationEmail({ ...common, planName: request.plan.name, accessEnds: job.accessEnd ? dayOf(Date.parse(job.accessEnd), subscriber.timeZone) : null });
      break;
  }
  return { ...rendered, headers: request.headers };
}
