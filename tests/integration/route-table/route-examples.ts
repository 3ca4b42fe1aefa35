import { randomUUID } from 'node:crypto';
import { routes } from '#functions/route-table';
import type { StackInfo } from '../../support/local-stack';

/**
 * A valid request for every route in the table, so the access test can tell "allowed" (2xx)
 * from "refused" (401/403). The access test fails for a route added without an example here.
 * An example is a function when each call needs fresh data (a new email, an unclaimed code).
 */
export interface RouteExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as is (a signed webhook payload). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** Fixtures of the local YouTube emulator (lib/local/youtube/fixtures/fitness.json). */
const EMULATOR_VIDEO_ID = 'mvvg5cJcpBG';
const EMULATOR_CHANNEL_HANDLE = 'liftwithlotte';

const uniqueEmail = () => `access-${randomUUID()}@example.com`;

async function freshPromoCode(stack: StackInfo): Promise<string> {
  const { useStackTable } = await import('../../support/data');
  useStackTable(stack);
  const { addPromoCode } = await import('#functions/promo/store');
  const code = `ACCESS-${randomUUID().slice(0, 8).toUpperCase()}`;
  await addPromoCode(code);
  return code;
}

/** A new pending ambassador application, stored as the public route stores one. */
async function freshApplicationId(stack: StackInfo): Promise<string> {
  const { useStackTable } = await import('../../support/data');
  useStackTable(stack);
  const { createApplication } = await import('#functions/ambassadors/applications-store');
  return (await createApplication({ name: 'Access Check', email: uniqueEmail(), marketing_channels: ['blog'] }, new Date())).id;
}

const freshAmbassadorCode = () => `acc${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** A new ambassador of its own, so an edit moves no seeded one. */
async function freshAmbassador(stack: StackInfo): Promise<string> {
  const { useStackTable } = await import('../../support/data');
  useStackTable(stack);
  const { createAmbassador, newAmbassador } = await import('#functions/ambassadors/store');
  return (
    await createAmbassador(newAmbassador({ code: freshAmbassadorCode(), email: uniqueEmail(), status: 'active', commissionRate: 0.3 }))
  ).code;
}

/** A new open support request of the demo subscriber's, stored as the support route stores one. */
async function freshSupportRequestId(stack: StackInfo): Promise<string> {
  const { useStackTable } = await import('../../support/data');
  useStackTable(stack);
  const { createSupportRequest } = await import('#functions/support/store');
  const { userId, email } = stack.accounts.subscriber;
  const facts = {
    userId,
    email,
    name: 'Access Check',
    plan: 'monthly' as const,
    status: 'trialing',
    subscribed: true,
    trialEnd: null,
    accessEnd: null,
    niche: 'skincare',
    accountCreatedAt: null,
  };
  return (await createSupportRequest({ subject: 'Access check', message: 'Checking who may open this request.', facts }, new Date())).id;
}

/** A signed email link for the demo subscriber, as the sender would put it in an email. */
async function demoLink(stack: StackInfo, purpose: 'unsubscribe' | 'preferences' | 'rate' | 'feedback', ideaId?: string): Promise<string> {
  process.env.EMAIL_LINK_KEY = stack.email.linkKey;
  const { signLink } = await import('#functions/platform/email/links');
  return signLink({ recipient: { type: 'subscriber', userId: stack.accounts.subscriber.userId }, purpose, ...(ideaId ? { ideaId } : {}) });
}

/** An event of a type the webhook acknowledges and ignores, signed with this run's secret. */
async function signedIgnoredEvent(stack: StackInfo): Promise<RouteExample> {
  const { default: Stripe } = await import('stripe');
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'customer.created',
    data: { object: { id: 'cus_access', object: 'customer' } },
  });
  return {
    rawBody: payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: stack.stripeKeys.webhookSecret }),
    },
  };
}

/** A new ambassador with $56 due, paid out by the payout run: one unpaid statement. */
async function freshPayoutStatement(stack: StackInfo): Promise<string> {
  const code = await freshAmbassador(stack);
  const { putCommission, ledgerOf } = await import('#functions/ambassadors/commissions-store');
  const { runPayouts } = await import('#functions/ambassadors/payouts');
  const now = new Date('2031-01-01T06:00:00Z');
  const paidAt = new Date('2030-11-01T00:00:00Z');
  for (let i = 0; i < 4; i += 1) {
    const invoiceId = `in_access${randomUUID().replaceAll('-', '')}`;
    await putCommission(
      {
        kind: 'commission',
        ambassadorCode: code,
        invoiceId,
        chargeId: null,
        environment: 'sandbox',
        userId: `user-${invoiceId}`,
        subscriberEmail: 'access@example.com',
        plan: 'monthly',
        amountPaidCents: 2800,
        ratePercent: 50,
        cents: 1400,
        paidAt: paidAt.toISOString(),
        availableAt: new Date(paidAt.getTime() + 30 * 86_400_000).toISOString(),
        selfReferral: false,
        createdAt: paidAt.toISOString(),
      },
      now,
    );
  }
  // Another run (the ledger tests) may hold the claim for a moment.
  for (let attempt = 0; attempt < 50 && (await runPayouts({ now, codes: [code] })).status === 'busy'; attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 200));
  const [statement] = (await ledgerOf(code, now)).statements;
  if (!statement) throw new Error('The payout run made no statement for the access example');
  return statement.id;
}

/**
 * The Sources queries of a niche as they are, with their current version: saving them again
 * changes nothing another test reads, and a stale version would be a 409.
 */
async function currentQueries(stack: StackInfo, niche: string): Promise<RouteExample> {
  const { signIn } = await import('../../support/cognito');
  const { api } = await import('../../support/api');
  const { idToken } = await signIn(stack, stack.accounts.admin.email, stack.accounts.admin.password);
  const res = await api<{ niches: Array<{ niche: string; queries: string[]; version: number }> }>(stack, 'GET', '/api/admin/sources', {
    token: idToken,
  });
  const sources = res.body.niches?.find((entry) => entry.niche === niche);
  if (!sources) throw new Error(`GET /api/admin/sources answered ${res.status} without ${niche}`);
  return { params: { niche }, body: { queries: sources.queries, version: sources.version } };
}

/** Content calendar: the demo subscriber (monthly: the calendar is theirs) and entries of their own. */
const calendarDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A calendar entry of its own for the demo subscriber, each call: marking, posting and removing need one. */
async function freshCalendarEntry(stack: StackInfo): Promise<string> {
  const { useStackTable } = await import('../../support/data');
  useStackTable(stack);
  const { writeDays } = await import('#functions/calendar/store');
  const ideaId = `access-${randomUUID().slice(0, 8)}`;
  const idea = { id: ideaId, title: 'Access check', hook: null, niche: 'skincare', kind: 'library' as const };
  await writeDays(stack.accounts.subscriber.userId, idea, { filmOn: calendarDay(0), postOn: calendarDay(1) }, null, new Date());
  return ideaId;
}

/** A live feed secret of the demo subscriber's (each call rotates it). */
async function freshFeedToken(stack: StackInfo): Promise<string> {
  const { useStackTable } = await import('../../support/data');
  useStackTable(stack);
  const { createFeed } = await import('#functions/calendar/feed');
  const { url } = await createFeed(stack.accounts.subscriber.userId, new Date());
  return url.split('/').at(-1)!;
}

const CALENDAR_EXAMPLES = {
  listCalendar: () => ({ query: { from: calendarDay(-7), to: calendarDay(27) } }),
  scheduleCalendarIdea: () => ({ body: { ideaId: 'skincare-example-1-b', filmOn: calendarDay(1), postOn: calendarDay(2) } }),
  markCalendarEntry: async (stack: StackInfo) => ({ params: { ideaId: await freshCalendarEntry(stack) }, body: { status: 'filmed' } }),
  // A video of the emulator's creator channel, which is also the demo subscriber's linked channel.
  postCalendarEntry: async (stack: StackInfo) => ({
    params: { ideaId: await freshCalendarEntry(stack) },
    body: { url: 'https://www.youtube.com/shorts/dewDaniRet1' },
  }),
  unscheduleCalendarEntry: async (stack: StackInfo) => ({ params: { ideaId: await freshCalendarEntry(stack) } }),
  getCalendarFeedStatus: () => ({}),
  createCalendarFeed: () => ({}),
  revokeCalendarFeed: () => ({}),
  exportCalendarJson: () => ({}),
  exportCalendarIcs: () => ({}),
  calendarFeed: async (stack: StackInfo) => ({ params: { token: await freshFeedToken(stack) } }),
};

/**
 * A niche's seasonal moments as they are, with their current version: saving them again changes
 * nothing another test reads, and a stale version would be a 409.
 */
async function currentSeasons(stack: StackInfo, niche: string): Promise<{ moments: unknown[]; version: number }> {
  const { signIn } = await import('../../support/cognito');
  const { api } = await import('../../support/api');
  const { idToken } = await signIn(stack, stack.accounts.admin.email, stack.accounts.admin.password);
  const res = await api<{ moments: unknown[]; version: number }>(stack, 'GET', `/api/admin/seasons/${niche}`, { token: idToken });
  if (res.status !== 200) throw new Error(`GET /api/admin/seasons/${niche} answered ${res.status}`);
  return { moments: res.body.moments, version: res.body.version };
}

export const ROUTE_EXAMPLES: Record<(typeof routes)[number]['name'], (stack: StackInfo) => RouteExample | Promise<RouteExample>> = {
  health: () => ({}),
  listNiches: () => ({}),
  getMe: () => ({}),
  adminWhoami: () => ({}),
  joinWaitlist: () => ({ body: { email: uniqueEmail(), niche: 'skincare' } }),
  promoStats: () => ({}),
  claimPromo: async (stack) => ({ body: { promoCode: await freshPromoCode(stack), email: uniqueEmail(), contentNiche: 'haircare' } }),
  validateReferral: () => ({ params: { code: 'glowwithmia' } }),
  getPublicIdea: () => ({ params: { niche: 'skincare', subNiche: 'routines', slug: 'idea-1-a' } }),
  signupLookup: () => ({ body: { email: uniqueEmail() } }),
  createSubscriber: () => ({ body: { firstName: 'Access', lastName: 'Check', niche: 'fitness', timeZone: 'Europe/Paris' } }),
  getBillingConfig: () => ({}),
  createCheckout: () => ({ body: { tier: 'monthly' } }),
  changePlan: () => ({ body: { tier: 'yearly' } }),
  cancelSubscription: () => ({}),
  billingHistory: () => ({}),
  stripeWebhook: signedIgnoredEvent,
  masterAuth: () => ({ body: { email: uniqueEmail(), password: 'not-the-master' } }),
  getStripeEnvironment: () => ({}),
  setStripeEnvironment: () => ({ body: { environment: 'sandbox' } }),
  // A page of cards; the cursor and niche filter are covered in ideas.test.ts.
  listIdeas: () => ({ query: { limit: '20' } }),
  // The demo subscriber has day 1 of skincare unlocked; other callers get a 404 (state-dependent).
  getSubscriberIdea: () => ({ params: { id: 'skincare-example-1-b' } }),
  rateIdea: () => ({ params: { id: 'skincare-example-1-b' }, body: { rating: 4 } }),
  viewIdea: () => ({ params: { id: 'skincare-example-1-b' } }),
  ideaFeedback: () => ({ params: { id: 'skincare-example-1-b' }, body: { text: 'Filmed it, worked well.' } }),
  // The demo subscriber's own niche (a 400 for them), so this test never moves the seeded account.
  updateNiche: () => ({ body: { niche: 'skincare' } }),
  recordEvents: () => ({
    body: { sessionId: `access-${randomUUID()}`, events: [{ type: 'page_view', at: new Date().toISOString(), pageUrl: '/dashboard' }] },
  }),
  adminGenerate: () => ({ body: { niche: 'travel', quantity: 1 } }),
  adminAiLogs: () => ({ query: { limit: '25' } }),
  // Sets what is already set: the demo subscriber's email stays on (a 404 for callers without a record).
  updateMyEmailPreferences: () => ({ body: { dailyEmail: true } }),
  getEmailPreferences: async (stack) => ({ query: { token: await demoLink(stack, 'preferences') } }),
  updateEmailPreferences: async (stack) => ({ body: { token: await demoLink(stack, 'preferences'), dailyEmail: true } }),
  // The link's token is the authority, whoever calls: a one-click POST from a mail provider has no session.
  unsubscribe: async (stack) => ({
    query: { token: await demoLink(stack, 'unsubscribe') },
    rawBody: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  unsubscribePage: async (stack) => ({ query: { token: await demoLink(stack, 'unsubscribe') } }),
  rateFromEmail: async (stack) => ({ body: { token: await demoLink(stack, 'rate', 'skincare-example-1-b'), rating: 4 } }),
  feedbackFromEmail: async (stack) => ({ body: { token: await demoLink(stack, 'feedback', 'skincare-example-1-b'), action: 'filmed' } }),
  // The demo subscriber's day 1; other callers get a 404 (state-dependent). Repeating it changes nothing.
  setIdeaFeedbackAction: () => ({ params: { id: 'skincare-example-1-b' }, body: { action: 'filmed' } }),
  adminNicheTaste: () => ({ query: { niche: 'skincare' } }),
  adminSummary: () => ({}),
  adminDebugSubscription: (stack) => ({ body: { email: stack.accounts.subscriber.email } }),
  // The demo subscriber's record already says what the Stripe emulator says: the sync changes nothing.
  adminSyncSubscription: (stack) => ({ body: { email: stack.accounts.subscriber.email } }),
  adminChatSessions: () => ({}),
  // Nobody's session: a 404 for an admin (state-dependent), refused before the lookup for everyone else.
  adminChatSession: () => ({ params: { id: '01JAAAAAAAAAAAAAAAAAAAAAAA' } }),
  adminChat: () => ({
    body: { sessionId: null, message: 'I want a profile for demo@commentspark.local', purpose: 'content_profile_creation' },
  }),
  getMyProfile: () => ({}),
  // No channel: the access check spends no YouTube quota.
  putMyProfile: () => ({
    body: {
      subNiches: ['budget-routine'],
      audience: '',
      tone: '',
      formats: ['talking-head'],
      avoidTopics: [],
      goals: [],
      youtubeChannel: null,
    },
  }),
  myChatSessions: () => ({}),
  myChatSession: () => ({ params: { id: '01JAAAAAAAAAAAAAAAAAAAAAAA' } }),
  myChat: () => ({ body: { sessionId: null, message: 'Hi, I make skincare videos', purpose: 'content_profile_creation' } }),
  adminFeedback: () => ({ query: { niche: 'skincare' } }),
  // A video YouTube does not have: a 400 for a subscriber (nothing counted, nothing queued), 404 without a record.
  requestVideoIdeas: () => ({ body: { url: 'https://www.youtube.com/shorts/noSuchVide0' } }),
  listVideoIdeas: () => ({}),
  // The yearly plan's analytics: 402 to the monthly demo subscriber, the figures (none yet) to a yearly one.
  myAnalytics: () => ({}),
  // Nobody's request: 404 to every caller allowed in.
  getVideoIdeas: () => ({ params: { requestId: '01JAAAAAAAAAAAAAAAAAAAAAAA' } }),
  adminIdeaRatings: () => ({}),
  submitAmbassadorApplication: () => ({ body: { name: 'Access Check', email: uniqueEmail(), marketing_channels: ['tiktok'] } }),
  adminListAmbassadors: () => ({}),
  adminCreateAmbassador: () => ({ body: { code: freshAmbassadorCode(), email: uniqueEmail(), status: 'active', commissionRate: 0.3 } }),
  adminUpdateAmbassador: async (stack) => ({
    params: { code: await freshAmbassador(stack) },
    body: { email: uniqueEmail(), status: 'inactive', commissionRate: 0.25 },
  }),
  adminListApplications: () => ({ query: { status: 'pending' } }),
  // A pending application of its own each call: an approval creates its ambassador and portal account.
  adminApproveApplication: async (stack) => ({ params: { id: await freshApplicationId(stack) }, body: {} }),
  adminRejectApplication: async (stack) => ({ params: { id: await freshApplicationId(stack) } }),
  adminListPayouts: () => ({ query: { status: 'unpaid' } }),
  // An unpaid statement of its own each call: a statement is marked paid once.
  adminMarkPayoutPaid: async (stack) => ({
    params: { id: await freshPayoutStatement(stack) },
    body: { method: 'paypal', reference: 'ACCESS-CHECK' },
  }),
  // The caller's own portal: the seeded ambassador account's (no input names whose).
  ambassadorPortal: () => ({}),
  adminSources: () => ({}),
  adminSetSourceQueries: (stack) => currentQueries(stack, 'travel'),
  // A video and a channel of the YouTube emulator's fixtures: added once, then "already added" (200 both times).
  adminAddSourceVideo: () => ({ params: { niche: 'fitness' }, body: { url: `https://www.youtube.com/shorts/${EMULATOR_VIDEO_ID}` } }),
  adminAddSourceChannel: () => ({ params: { niche: 'fitness' }, body: { url: `https://www.youtube.com/@${EMULATOR_CHANNEL_HANDLE}` } }),
  ...CALENDAR_EXAMPLES,
  // Any signed-in account may write: one that never finished sign-up needs help most.
  submitSupportRequest: () => ({ body: { subject: 'Access check', category: 'other', message: 'Checking who may send a request.' } }),
  listMySupportRequests: () => ({}),
  adminListSupportRequests: () => ({ query: { status: 'open' } }),
  adminGetSupportRequest: async (stack) => ({ params: { id: await freshSupportRequestId(stack) } }),
  // A request of its own each call: a reply emails the demo subscriber.
  adminReplySupportRequest: async (stack) => ({
    params: { id: await freshSupportRequestId(stack) },
    body: { message: 'Thanks, all sorted.' },
  }),
  // The current month's 12 months (yearly plan only: 402 for the monthly demo subscriber).
  getYearPlan: () => ({}),
  adminGetSeasons: () => ({ params: { niche: 'spirituality' } }),
  // The moments as they are, saved again over their version: nothing another test reads changes.
  adminSetSeasons: async (stack) => ({ params: { niche: 'spirituality' }, body: await currentSeasons(stack, 'spirituality') }),
  // Puts back the shipped list, which is the list the other examples save.
  adminResetSeasons: async (stack) => ({
    params: { niche: 'spirituality' },
    body: { version: (await currentSeasons(stack, 'spirituality')).version },
  }),
};
