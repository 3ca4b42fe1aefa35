import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { PlanId } from '#functions/shared/plans';
import { api } from '../../support/api';
import { createAccount, signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';
import { emailQueueDrained, mailsTo, waitForMail } from '../../support/mail';

/**
 * Support (docs/product-rules.md#support) through the local gateway against DynamoDB Local,
 * cognito-local, the SQS emulator with the sender, and the SES emulator's mailbox.
 */
const stack = inject('stack');

type ErrorBody = { error: { code: string; message: string; fieldErrors?: Record<string, string[]> } };
type MyRequest = {
  id: string;
  subject: string;
  priority: boolean;
  status: 'open' | 'answered';
  replies: Array<{ id: string; message: string }>;
};
type InboxRow = { id: string; priority: boolean; status: string; email: string; plan: PlanId | null };
type AdminRequest = {
  id: string;
  status: 'open' | 'answered';
  priority: boolean;
  facts: Record<string, unknown>;
  replies: Array<{ message: string; by: string }>;
};

let adminToken: string;

beforeAll(async () => {
  useStackTable(stack);
  adminToken = (await signIn(stack, stack.accounts.admin.email, stack.accounts.admin.password)).idToken;
});

interface Creator {
  email: string;
  userId: string;
  token: string;
}

/** A subscriber on `plan` (in its trial), or a signed-in account that never finished sign-up (`null`). */
async function creator(plan: PlanId | null, status = 'trialing', emailStatus: 'deliverable' | 'bounced' = 'deliverable'): Promise<Creator> {
  const email = `support-${plan ?? 'none'}-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await createAccount(stack, email, 'support-pass-1');
  if (plan) {
    const { putSubscriber } = await import('#functions/subscribers/store');
    const now = new Date().toISOString();
    await putSubscriber({
      userId,
      email,
      firstName: 'Cora',
      lastName: 'Reed',
      niche: 'fitness',
      subscribed: status !== 'canceled',
      onboardingCompleted: true,
      subscriptionTier: plan,
      subscriptionStatus: status,
      subscriptionEnd: null,
      referredBy: null,
      timeZone: 'Europe/London',
      stripeCustomerId: null,
      testMode: false,
      createdAt: now,
      updatedAt: now,
      activatedAt: now,
      emailStatus,
    });
  }
  return { email, userId, token: (await signIn(stack, email, 'support-pass-1')).idToken };
}

const send = (who: Creator, body: unknown) =>
  api<{ request: MyRequest } & ErrorBody>(stack, 'POST', '/api/support', { token: who.token, body });
const mine = async (who: Creator) =>
  (await api<{ requests: MyRequest[]; priority: boolean }>(stack, 'GET', '/api/support', { token: who.token })).body;
const inbox = async (status: 'open' | 'answered') =>
  (await api<{ requests: InboxRow[] }>(stack, 'GET', `/api/admin/support?status=${status}`, { token: adminToken })).body.requests;
const reply = (id: string, message: string) =>
  api<{ request: AdminRequest } & ErrorBody>(stack, 'POST', `/api/admin/support/${id}/replies`, { token: adminToken, body: { message } });

describe('POST /api/support', () => {
  it("reaches every admin's mailbox with the subscriber's plan and account facts, marked priority on the monthly plan", async () => {
    const cora = await creator('monthly');
    const subject = `no idea this morning ${randomUUID().slice(0, 6)}`;

    const res = await send(cora, { subject, category: 'ideas', message: 'hi, my fitness idea didnt arrive at 7 today 😕 can u check?' });

    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.request).toMatchObject({ subject, priority: true, status: 'open', replies: [] });
    const mail = await waitForMail(
      stack,
      (email) => email.destination.to.includes(stack.accounts.admin.email) && email.subject === `[Priority] Support: ${subject}`,
    );
    for (const fact of [cora.email, 'Cora Reed', 'Monthly ($28/month), trialing', 'Trial ends', 'fitness', cora.userId])
      expect(mail.body.text).toContain(fact);
    expect(mail.body.text).toContain(`/admin/support/${res.body.request.id}`);
  });

  it('stores the facts as they were when it was sent, for the request page', async () => {
    const cora = await creator('yearly', 'active');
    const { body } = await send(cora, { subject: 'year plan question', message: 'when do the summer ideas show up in my year plan?' });

    const page = await api<{ request: AdminRequest }>(stack, 'GET', `/api/admin/support/${body.request.id}`, { token: adminToken });

    expect(page.status).toBe(200);
    expect(page.body.request).toMatchObject({
      status: 'open',
      priority: true,
      facts: { userId: cora.userId, email: cora.email, name: 'Cora Reed', plan: 'yearly', status: 'active', niche: 'fitness' },
    });
  });

  it('marks a weekly request as not priority, and says so to the subscriber', async () => {
    const wes = await creator('weekly');

    const res = await send(wes, { subject: 'weekly plan', message: 'can I change my niche to travel please?' });

    expect(res.body.request.priority).toBe(false);
    expect((await mine(wes)).priority).toBe(false);
  });

  it('takes a request from a signed-in account that never finished sign-up, with the facts saying so', async () => {
    const nobody = await creator(null);

    const res = await send(nobody, { subject: 'stuck at checkout', message: 'the payment page never loads for me, tried twice' });

    expect(res.status).toBe(201);
    expect(res.body.request.priority).toBe(false);
    const page = await api<{ request: AdminRequest }>(stack, 'GET', `/api/admin/support/${res.body.request.id}`, { token: adminToken });
    expect(page.body.request.facts).toMatchObject({ email: nobody.email, name: null, plan: null, subscribed: false });
  });

  it('refuses a 20,000-character message with a field error that says the limit, and stores nothing', async () => {
    const cora = await creator('monthly');

    const res = await send(cora, { subject: 'pasted log', message: 'x'.repeat(20_000) });

    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors?.message).toEqual(['Keep the message to 5,000 characters']);
    expect((await mine(cora)).requests).toEqual([]);
  });

  it('refuses control characters with a field error, and stores nothing', async () => {
    const cora = await creator('monthly');

    const res = await send(cora, { subject: 'help', message: 'my idea says \u0007\u0000 instead of a title' });

    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors?.message).toEqual(['Use letters, numbers and punctuation only']);
    expect((await mine(cora)).requests).toEqual([]);
  });

  it('shows a subscriber only their own requests, newest first', async () => {
    const cora = await creator('monthly');
    const other = await creator('monthly');
    await send(other, { subject: 'not yours', message: 'this one belongs to someone else' });
    const first = await send(cora, { subject: 'first', message: 'my first question about billing' });
    const second = await send(cora, { subject: 'second', message: 'and a second one about ideas' });

    const { requests, priority } = await mine(cora);

    expect(requests.map((request) => request.id)).toEqual([second.body.request.id, first.body.request.id]);
    expect(priority).toBe(true);
  });
});

describe('the admin inbox', () => {
  it('lists open requests priority first, then oldest first', async () => {
    const wes = await creator('weekly');
    const cora = await creator('monthly');
    const older = await send(wes, { subject: 'older weekly', message: 'sent first, on the weekly plan' });
    const newer = await send(cora, { subject: 'newer monthly', message: 'sent second, on the monthly plan' });
    const newest = await send(wes, { subject: 'newest weekly', message: 'sent last, on the weekly plan' });

    const open = (await inbox('open')).map((row) => row.id);

    const position = (id: string) => open.indexOf(id);
    expect(position(newer.body.request.id)).toBeGreaterThanOrEqual(0);
    expect(position(newer.body.request.id)).toBeLessThan(position(older.body.request.id));
    expect(position(older.body.request.id)).toBeLessThan(position(newest.body.request.id));
    // Every priority request comes before every other one.
    const rows = await inbox('open');
    const firstOther = rows.findIndex((row) => !row.priority);
    expect(rows.slice(firstOther === -1 ? rows.length : firstOther).every((row) => !row.priority)).toBe(true);
  });

  it('emails a reply to the subscriber with Reply-To the support address, and moves the request to the answered list', async () => {
    const cora = await creator('monthly');
    const { body } = await send(cora, { subject: 'calendar locked', message: 'upgraded but the calendar still says upgrade??' });
    const id = body.request.id;

    const res = await reply(id, 'Hi Cora, reload the dashboard: the Calendar tab opens now.');

    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.request).toMatchObject({ status: 'answered', replies: [{ by: stack.accounts.admin.email }] });
    const mail = await waitForMail(stack, (email) => email.destination.to.includes(cora.email) && email.subject === 'Re: calendar locked');
    expect(mail.body.text).toContain('reload the dashboard: the Calendar tab opens now.');
    expect(mail.replyTo).toEqual(['support@commentspark.app']);
    expect((await inbox('open')).map((row) => row.id)).not.toContain(id);
    expect((await inbox('answered')).map((row) => row.id)).toContain(id);
    const [request] = (await mine(cora)).requests;
    expect(request).toMatchObject({
      id,
      status: 'answered',
      replies: [{ message: 'Hi Cora, reload the dashboard: the Calendar tab opens now.' }],
    });
  });

  it('allows another reply on an answered request, kept in order on the thread and emailed too', async () => {
    const cora = await creator('yearly');
    const { body } = await send(cora, { subject: 'analytics empty', message: 'my analytics tab is empty, is that normal?' });
    await reply(body.request.id, 'Yes, until a posted video is linked.');

    const res = await reply(body.request.id, 'Update: your first video is linked now, figures arrive tomorrow.');

    expect(res.status).toBe(201);
    expect(res.body.request.replies.map((entry) => entry.message)).toEqual([
      'Yes, until a posted video is linked.',
      'Update: your first video is linked now, figures arrive tomorrow.',
    ]);
    await emailQueueDrained(stack);
    expect((await mailsTo(stack, cora.email)).filter((email) => email.subject === 'Re: analytics empty')).toHaveLength(2);
  });

  it('keeps a reply to an address that bounced on the thread without emailing it', async () => {
    const bounced = await creator('monthly', 'active', 'bounced');
    const { body } = await send(bounced, { subject: 'email bounced?', message: 'i stopped getting the daily email, why?' });

    const res = await reply(body.request.id, 'Your address bounced: update it in Settings and we resume.');
    await emailQueueDrained(stack);

    expect(res.status).toBe(201);
    expect((await mailsTo(stack, bounced.email)).filter((email) => email.subject === 'Re: email bounced?')).toEqual([]);
    expect((await mine(bounced)).requests[0]?.replies).toHaveLength(1);
  });

  it('answers 404 to a reply on a request that does not exist, and emails nobody', async () => {
    const res = await reply('01JAAAAAAAAAAAAAAAAAAAAAAA', 'Hello?');

    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('No support request has that id.');
  });

  it('refuses an empty reply with a field error', async () => {
    const cora = await creator('monthly');
    const { body } = await send(cora, { subject: 'quick one', message: 'is there an app for phones?' });

    const res = await reply(body.request.id, '   ');

    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors?.message).toEqual(['Write a reply']);
  });
});
