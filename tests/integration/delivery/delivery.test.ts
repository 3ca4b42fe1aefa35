import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../../support/api';
import { useStackTable } from '../../support/data';
import { emailQueueDrained, mailsTo as mailsToAddress } from '../../support/mail';

/**
 * Daily delivery (docs/product-rules.md#daily-email) against the test stack: DynamoDB Local, the
 * stack's email queue and its sender (the stack's own process drains the queue into the SES
 * emulator), and the mail viewer's store. The test process runs the dispatcher as the scheduler
 * would, and the sender itself where a race or a crash is the point.
 *
 * The subscribers here choose 13:00 (the default is 07:00), so the windows dispatched here are
 * theirs alone: other test files' subscribers are never due in them.
 */
const stack = inject('stack');
const HOUR = 13;

type Modules = {
  data: typeof import('#functions/subscribers/store');
  delivery: typeof import('#functions/delivery/store');
  progress: typeof import('#functions/ideas/progress-store');
  engagement: typeof import('#functions/ideas/engagement-store');
  dispatch: typeof import('#functions/delivery/dispatch');
  sender: typeof import('#functions/delivery/sender');
  links: typeof import('#functions/platform/email/links');
  sesEvents: typeof import('#functions/delivery/handlers/ses-events');
};
let m: Modules;

beforeAll(async () => {
  useStackTable(stack);
  // What the stack's sender has: the test process sends and signs exactly as it does.
  Object.assign(process.env, {
    SES_ENDPOINT: stack.mail,
    MAIL_FROM: 'CommentSpark <ideas@commentspark.local>',
    EMAIL_LINK_KEY: stack.email.linkKey,
    SQS_ENDPOINT: stack.email.sqsEndpoint,
    EMAIL_QUEUE_URL: stack.email.queueUrl,
    APP_URL: 'http://localhost:5173',
  });
  m = {
    data: await import('#functions/subscribers/store'),
    delivery: await import('#functions/delivery/store'),
    progress: await import('#functions/ideas/progress-store'),
    engagement: await import('#functions/ideas/engagement-store'),
    dispatch: await import('#functions/delivery/dispatch'),
    sender: await import('#functions/delivery/sender'),
    links: await import('#functions/platform/email/links'),
    sesEvents: await import('#functions/delivery/handlers/ses-events'),
  };
});

const mailsTo = (email: string) => mailsToAddress(stack, email);
const queueDrained = () => emailQueueDrained(stack);

interface Creator {
  userId: string;
  email: string;
}

/** A subscriber on skincare since `daysBefore` days before `at` (or now), with the daily email at 13:00 in `zone`. */
async function creator(
  zone: string,
  options: { subscribed?: boolean; dailyEmail?: boolean; niche?: string; daysBefore?: number; at?: Date } = {},
): Promise<Creator> {
  const userId = randomUUID();
  const email = `delivery-${userId}@example.com`;
  const now = new Date();
  const niche = options.niche ?? 'skincare';
  const subscribed = options.subscribed ?? true;
  await m.data.putSubscriber({
    userId,
    email,
    firstName: 'Dee',
    lastName: 'Livery',
    niche,
    subscribed,
    onboardingCompleted: subscribed,
    subscriptionTier: subscribed ? 'monthly' : null,
    subscriptionStatus: subscribed ? 'active' : null,
    subscriptionEnd: null,
    referredBy: null,
    timeZone: zone,
    stripeCustomerId: null,
    testMode: false,
    sendHour: HOUR,
    dailyEmail: options.dailyEmail ?? true,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  // A few days into the niche at the window the test sends in: well within the library's two weeks.
  const since = new Date((options.at ?? kathmanduWindow(1)).getTime() - (options.daysBefore ?? 3) * 86_400_000).toISOString();
  const { putAll } = await import('#functions/platform/table/batch');
  await putAll([m.progress.progressItem({ userId, email, niche, contentDaysUnlocked: 1, createdAt: since, unlockingSince: since })]);
  return { userId, email };
}

/** 13:00 in Kathmandu (+5:45) on a given December day, as a UTC instant. */
const kathmanduWindow = (day: number) => new Date(Date.UTC(2026, 11, day, 7, 15));

async function dispatchAndDrain(at: Date) {
  const report = await m.dispatch.dispatchDaily(at);
  await queueDrained();
  return report;
}

describe('dispatch and send', () => {
  it('sends one email per subscriber and local date when the dispatcher runs twice for a window', async () => {
    const a = await creator('Asia/Kathmandu');
    const b = await creator('Asia/Katmandu'); // the old spelling: the same zone, the same slot
    await Promise.all([m.dispatch.dispatchDaily(kathmanduWindow(1)), m.dispatch.dispatchDaily(kathmanduWindow(1))]);
    await dispatchAndDrain(kathmanduWindow(1));
    expect(await mailsTo(a.email)).toHaveLength(1);
    expect(await mailsTo(b.email)).toHaveLength(1);
  });

  it('sends nothing outside the subscriber’s window, and the next day’s email on the next day', async () => {
    const a = await creator('Asia/Kathmandu');
    await dispatchAndDrain(new Date(Date.UTC(2026, 11, 2, 7, 0)));
    await dispatchAndDrain(new Date(Date.UTC(2026, 11, 2, 7, 30)));
    expect(await mailsTo(a.email)).toHaveLength(0);
    await dispatchAndDrain(kathmanduWindow(2));
    await dispatchAndDrain(kathmanduWindow(3));
    const mails = await mailsTo(a.email);
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((mail) => mail.headers.find((h) => h.name === 'X-Entity-Ref-ID')?.value)).size).toBe(2);
  });

  it('the email carries the whole idea, its links and the list headers', async () => {
    const a = await creator('Asia/Kathmandu', { daysBefore: 5 });
    const at = kathmanduWindow(1);
    await dispatchAndDrain(at);
    const [mail] = await mailsTo(a.email);
    expect(mail).toBeDefined();
    const { daysUnlocked } = await import('#functions/ideas/rules');
    const [progress] = await m.progress.listProgress(a.userId);
    const day = daysUnlocked(progress!, at, 'Asia/Kathmandu');
    expect(day).toBe(6);
    const { findIdeaOfDay } = await import('#functions/ideas/store');
    const idea = (await findIdeaOfDay('skincare', 'B', day))!;
    expect(mail!.subject).toBe(idea.title);
    for (const part of [mail!.body.text, mail!.body.html]) {
      expect(part).toContain(`/content-idea/${idea.id}`);
      expect(part).toContain('/rate?token=');
    }
    for (const hook of idea.content.hooks) expect(mail!.body.text).toContain(hook);
    for (const section of idea.content.sections) expect(mail!.body.text).toContain(section.voiceover);
    expect(mail!.body.text).toContain(idea.source.comment);
    const headers = Object.fromEntries(mail!.headers.map((h) => [h.name, h.value]));
    expect(headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/api\/email\/unsubscribe\?token=[\w.-]+>, <mailto:ideas@commentspark\.local\?subject=unsubscribe>$/,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['X-Entity-Ref-ID']).toMatch(/^daily-2026-12-01-[0-9a-f]{8}$/);
  });

  it('two senders given the same message send one email', async () => {
    const a = await creator('Asia/Kathmandu');
    const job = {
      kind: 'daily' as const,
      recipient: { type: 'subscriber' as const, userId: a.userId },
      localDate: '2026-12-05',
      sendAt: kathmanduWindow(1).toISOString(),
    };
    const results = await Promise.allSettled([m.sender.sendEmailJob(job), m.sender.sendEmailJob(job), m.sender.sendEmailJob(job)]);
    const sent = results.filter((r) => r.status === 'fulfilled' && r.value.outcome === 'sent');
    expect(sent).toHaveLength(1);
    // The others either saw the message id or found the claim held, and would be retried later.
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(m.sender.SendInProgress);
    expect(await mailsTo(a.email)).toHaveLength(1);
    const again = await m.sender.sendEmailJob(job);
    expect(again.outcome).toBe('already-sent');
    expect(await mailsTo(a.email)).toHaveLength(1);
  });

  it('a crash between the send and the mark: no resend while the claim holds, one resend after it expires', async () => {
    const a = await creator('Asia/Kathmandu');
    const job = {
      kind: 'daily' as const,
      recipient: { type: 'subscriber' as const, userId: a.userId },
      localDate: '2026-12-06',
      sendAt: kathmanduWindow(1).toISOString(),
    };
    const crash = new Error('the function died here');
    await expect(m.sender.sendEmailJob(job, new Date(), { afterSend: () => Promise.reject(crash) })).rejects.toBe(crash);
    expect(await mailsTo(a.email)).toHaveLength(1);
    const claim = await m.delivery.getSentEmail(a.email, 'DAILY', '2026-12-06');
    expect(claim?.messageId).toBeUndefined();

    await expect(m.sender.sendEmailJob(job)).rejects.toBeInstanceOf(m.sender.SendInProgress);
    expect(await mailsTo(a.email)).toHaveLength(1);

    const afterLease = new Date(Date.now() + (m.delivery.SEND_LEASE_SECONDS + 5) * 1000);
    expect((await m.sender.sendEmailJob(job, afterLease)).outcome).toBe('sent');
    expect(await mailsTo(a.email)).toHaveLength(2);
    expect((await m.delivery.getSentEmail(a.email, 'DAILY', '2026-12-06'))?.messageId).toEqual(expect.any(String));
  });

  it('SES refusing the send releases the claim, so the retry sends at once', async () => {
    const a = await creator('Asia/Kathmandu');
    const job = {
      kind: 'daily' as const,
      recipient: { type: 'subscriber' as const, userId: a.userId },
      localDate: '2026-12-07',
      sendAt: kathmanduWindow(1).toISOString(),
    };
    const from = process.env.MAIL_FROM;
    process.env.MAIL_FROM = '';
    await expect(m.sender.sendEmailJob(job)).rejects.toThrow(/MAIL_FROM/);
    process.env.MAIL_FROM = from;
    expect(await m.delivery.getSentEmail(a.email, 'DAILY', '2026-12-07')).toBeNull();
    expect((await m.sender.sendEmailJob(job)).outcome).toBe('sent');
    expect(await mailsTo(a.email)).toHaveLength(1);
  });
});

describe('who gets none', () => {
  it('unsubscribed, canceled, not yet subscribed: no email', async () => {
    const off = await creator('Asia/Kathmandu', { dailyEmail: false });
    const never = await creator('Asia/Kathmandu', { subscribed: false });
    const canceled = await creator('Asia/Kathmandu');
    // Stripe says the subscription ended: the billing write takes the subscriber out of the slots.
    await m.data.applyBillingSync(canceled.userId, {
      state: {
        subscribed: false,
        subscriptionStatus: 'canceled',
        subscriptionTier: 'monthly',
        subscriptionEnd: new Date().toISOString(),
        testMode: false,
      },
      environment: 'sandbox',
      customerId: `cus_${randomUUID().slice(0, 8)}`,
      subscriptionId: `sub_${randomUUID().slice(0, 8)}`,
      subscriptionCreated: Math.floor(Date.now() / 1000),
      syncedAt: Date.now(),
    });
    const control = await creator('Asia/Kathmandu');
    await dispatchAndDrain(kathmanduWindow(1));
    expect(await mailsTo(off.email)).toHaveLength(0);
    expect(await mailsTo(never.email)).toHaveLength(0);
    expect(await mailsTo(canceled.email)).toHaveLength(0);
    expect(await mailsTo(control.email)).toHaveLength(1);
  });

  it('a subscriber whose day has no idea gets no email, and the gap is reported', async () => {
    const a = await creator('Asia/Kathmandu', { niche: 'no-such-niche' });
    const warnings: Array<Record<string, unknown>> = [];
    const counted: string[] = [];
    const job = {
      kind: 'daily' as const,
      recipient: { type: 'subscriber' as const, userId: a.userId },
      localDate: '2026-12-09',
      sendAt: kathmanduWindow(1).toISOString(),
    };
    const result = await m.sender.sendEmailJob(job, new Date(), {
      warn: (_message, details) => warnings.push(details),
      count: (name) => counted.push(name),
    });
    expect(result).toEqual({ outcome: 'skipped', reason: 'no-idea' });
    expect(warnings).toEqual([{ niche: 'no-such-niche', day: expect.any(Number) }]);
    expect(counted).toContain('DailyIdeaMissing');
    expect(await mailsTo(a.email)).toHaveLength(0);
  });
});

describe('unsubscribe, bounces and complaints', () => {
  const unsubscribeUrl = async (userId: string) => {
    const token = await m.links.signLink({ recipient: { type: 'subscriber', userId }, purpose: 'unsubscribe' });
    return `/api/email/unsubscribe?token=${token}`;
  };
  const oneClick = (path: string) =>
    api<{ unsubscribed?: boolean; email?: string; error?: { code: string } }>(stack, 'POST', path, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('a one-click POST without a session turns the daily email off at once, and again is the same', async () => {
    const a = await creator('Asia/Kathmandu');
    const path = await unsubscribeUrl(a.userId);
    const first = await oneClick(path);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ unsubscribed: true, email: a.email });
    expect((await oneClick(path)).status).toBe(200);
    expect((await m.data.getSubscriber(a.userId, { consistent: true }))?.dailyEmail).toBe(false);
    await dispatchAndDrain(kathmanduWindow(1));
    expect(await mailsTo(a.email)).toHaveLength(0);
  });

  it('the same URL opened with GET changes nothing and leads to the confirm page', async () => {
    const a = await creator('Asia/Kathmandu');
    const path = await unsubscribeUrl(a.userId);
    const res = await api(stack, 'GET', path);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/unsubscribe?token=${path.split('token=')[1]}`);
    expect((await m.data.getSubscriber(a.userId, { consistent: true }))?.dailyEmail).toBe(true);
  });

  it('forged, altered, truncated, expired or other-purpose tokens change nothing', async () => {
    const a = await creator('Asia/Kathmandu');
    const good = (await unsubscribeUrl(a.userId)).split('token=')[1]!;
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const other = await creator('Asia/Kathmandu');
    const otherPayload = (await unsubscribeUrl(other.userId)).split('token=')[1]!.split('.')[1]!;
    const { SignJWT } = await import('jose');
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('commentspark-email')
      .setSubject(`u:${a.userId}`)
      .setAudience('unsubscribe')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-key-at-all-but-long-enough'));
    const expired = await m.links.signLink(
      { recipient: { type: 'subscriber', userId: a.userId }, purpose: 'unsubscribe' },
      new Date(Date.now() - 400 * 86_400_000),
    );
    const wrongPurpose = await m.links.signLink({ recipient: { type: 'subscriber', userId: a.userId }, purpose: 'preferences' });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.x`;
    for (const token of [
      forged,
      expired,
      wrongPurpose,
      `${header}.${otherPayload}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -4)}`,
      good.slice(0, 40),
      unsigned,
      `${good}x`,
    ]) {
      const res = await oneClick(`/api/email/unsubscribe?token=${token}`);
      expect(res.status, token).toBe(400);
    }
    expect((await m.data.getSubscriber(a.userId, { consistent: true }))?.dailyEmail).toBe(true);
    expect((await m.data.getSubscriber(other.userId, { consistent: true }))?.dailyEmail).toBe(true);
  });

  it('a complaint stops the next email; a hard bounce marks the address and stops it too; a soft bounce changes nothing', async () => {
    const complainer = await creator('Asia/Kathmandu');
    const bounced = await creator('Asia/Kathmandu');
    const soft = await creator('Asia/Kathmandu');
    await m.sesEvents.handleSesEvent({
      source: 'aws.ses',
      'detail-type': 'Email Complaint Received',
      detail: {
        eventType: 'Complaint',
        complaint: { complainedRecipients: [{ emailAddress: complainer.email }], complaintFeedbackType: 'abuse' },
        mail: { messageId: 'm-1' },
      },
    });
    await m.sesEvents.handleSesEvent({
      source: 'aws.ses',
      'detail-type': 'Email Bounced',
      detail: {
        eventType: 'Bounce',
        bounce: {
          bounceType: 'Permanent',
          bounceSubType: 'General',
          bouncedRecipients: [{ emailAddress: `Bea <${bounced.email.toUpperCase()}>` }],
        },
        mail: { messageId: 'm-2' },
      },
    });
    await m.sesEvents.handleSesEvent({
      source: 'aws.ses',
      'detail-type': 'Email Bounced',
      detail: {
        eventType: 'Bounce',
        bounce: { bounceType: 'Transient', bounceSubType: 'MailboxFull', bouncedRecipients: [{ emailAddress: soft.email }] },
      },
    });
    expect((await m.data.getSubscriber(complainer.userId, { consistent: true }))?.dailyEmail).toBe(false);
    expect((await m.data.getSubscriber(bounced.userId, { consistent: true }))?.emailStatus).toBe('bounced');
    await dispatchAndDrain(kathmanduWindow(1));
    expect(await mailsTo(complainer.email)).toHaveLength(0);
    expect(await mailsTo(bounced.email)).toHaveLength(0);
    expect(await mailsTo(soft.email)).toHaveLength(1);
  });
});

describe('settings', () => {
  it('changing the hour and zone moves the subscriber to the new slot at once', async () => {
    const { createAccount, signIn } = await import('../../support/cognito');
    const account = { email: `settings-${randomUUID()}@example.com`, password: 'settings-pass-1' };
    await createAccount(stack, account.email, account.password);
    const token = (await signIn(stack, account.email, account.password)).idToken;
    const created = await api(stack, 'POST', '/api/me/subscriber', {
      token,
      body: { firstName: 'Set', lastName: 'Tings', niche: 'skincare', timeZone: 'Europe/London' },
    });
    expect(created.status).toBe(201);
    const me = await api<{ userId: string }>(stack, 'GET', '/api/me', { token });
    // Subscribed, as the billing write would make them.
    await m.data.applyBillingSync(me.body.userId, {
      state: { subscribed: true, subscriptionStatus: 'active', subscriptionTier: 'monthly', subscriptionEnd: null, testMode: false },
      environment: 'sandbox',
      customerId: `cus_${randomUUID().slice(0, 8)}`,
      subscriptionId: `sub_${randomUUID().slice(0, 8)}`,
      subscriptionCreated: Math.floor(Date.now() / 1000),
      syncedAt: Date.now(),
    });
    const { putAll } = await import('#functions/platform/table/batch');
    const since = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await putAll([
      m.progress.progressItem({
        userId: me.body.userId,
        email: account.email.toLowerCase(),
        niche: 'skincare',
        contentDaysUnlocked: 1,
        createdAt: since,
        unlockingSince: since,
      }),
    ]);

    const bad = await api<{ error: { fieldErrors?: Record<string, string[]> } }>(stack, 'PATCH', '/api/me/email-preferences', {
      token,
      body: { sendHour: 3, timeZone: 'Mars/Olympus' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors?.sendHour).toBeDefined();
    const unknownZone = await api<{ error: { fieldErrors?: Record<string, string[]> } }>(stack, 'PATCH', '/api/me/email-preferences', {
      token,
      body: { timeZone: 'Mars/Olympus' },
    });
    expect(unknownZone.status).toBe(400);
    expect(unknownZone.body.error.fieldErrors?.timeZone).toBeDefined();

    const changed = await api<{ subscriber: { sendHour: number; timeZone: string; dailyEmail: boolean } }>(
      stack,
      'PATCH',
      '/api/me/email-preferences',
      {
        token,
        body: { sendHour: HOUR, timeZone: 'Asia/Kathmandu' },
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.subscriber).toMatchObject({ sendHour: HOUR, timeZone: expect.stringMatching(/^Asia\/Kat/), dailyEmail: true });
    await dispatchAndDrain(kathmanduWindow(1));
    expect(await mailsTo(account.email.toLowerCase())).toHaveLength(1);
  });

  it('a signed preferences link reads and changes the settings without a session', async () => {
    const a = await creator('Asia/Kathmandu', { dailyEmail: false });
    const token = await m.links.signLink({ recipient: { type: 'subscriber', userId: a.userId }, purpose: 'preferences' });
    const read = await api<{ preferences: Record<string, unknown> }>(stack, 'GET', `/api/email/preferences?token=${token}`);
    expect(read.status).toBe(200);
    expect(read.body.preferences).toEqual({
      email: a.email,
      dailyEmail: false,
      sendHour: HOUR,
      timeZone: expect.stringMatching(/^Asia\/Kat/),
      emailStatus: 'deliverable',
    });
    const on = await api<{ preferences: Record<string, unknown> }>(stack, 'PUT', '/api/email/preferences', {
      body: { token, dailyEmail: true },
    });
    expect(on.status).toBe(200);
    expect(on.body.preferences.dailyEmail).toBe(true);
    await dispatchAndDrain(kathmanduWindow(1));
    expect(await mailsTo(a.email)).toHaveLength(1);
  });

  it('a star in the email records the rating; other ratings and tampered links are refused', async () => {
    const a = await creator('Asia/Kathmandu');
    const ideaId = 'skincare-example-3-b';
    const token = await m.links.signLink({ recipient: { type: 'subscriber', userId: a.userId }, purpose: 'rate', ideaId });
    for (const rating of [0, 6, 2.5]) expect((await api(stack, 'POST', '/api/email/rating', { body: { token, rating } })).status).toBe(400);
    // A character in the middle of the signature: the last one holds two unused bits.
    const at = token.length - 10;
    const tampered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect((await api(stack, 'POST', '/api/email/rating', { body: { token: tampered, rating: 4 } })).status).toBe(400);
    const unsubscribeToken = await m.links.signLink({ recipient: { type: 'subscriber', userId: a.userId }, purpose: 'unsubscribe' });
    expect((await api(stack, 'POST', '/api/email/rating', { body: { token: unsubscribeToken, rating: 4 } })).status).toBe(400);
    expect((await m.engagement.engagementOf(a.userId, [ideaId])).ratings.get(ideaId)).toBeUndefined();
    const res = await api(stack, 'POST', '/api/email/rating', { body: { token, rating: 4 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ideaId, rating: 4 });
    expect((await m.engagement.engagementOf(a.userId, [ideaId])).ratings.get(ideaId)).toBe(4);
  });
});

describe('subscribers from before daily delivery', () => {
  it('get their send slot from the one-off migration, and the migration runs once', async () => {
    const { db, tableName } = await import('#functions/platform/table/client');
    const { DeleteCommand, PutCommand, GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { settingKeys } = await import('#functions/shared/settings');
    const a = await creator('Asia/Kathmandu');
    // The record as it was stored before daily delivery existed: no delivery settings, no send-slot keys.
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName(), Key: m.data.subscriberKeys.item(a.userId), ConsistentRead: true }),
    );
    const { GSI2PK: _pk, GSI2SK: _sk, dailyEmail: _d, sendHour: _h, emailStatus: _e, ...legacy } = Item!;
    await db.send(new PutCommand({ TableName: tableName(), Item: { ...legacy, timeZone: 'Asia/Kathmandu' } }));
    await dispatchAndDrain(new Date(Date.UTC(2026, 11, 1, 1, 15))); // 07:00 in Kathmandu: the default hour
    expect(await mailsTo(a.email)).toHaveLength(0);

    await db.send(new DeleteCommand({ TableName: tableName(), Key: settingKeys.item('send_slots_initialised') }));
    const first = await m.data.initialiseAllSendSlots(['skincare']);
    expect(first.skipped).toBe(false);
    expect(first.subscribers).toBeGreaterThanOrEqual(1);
    expect(await m.data.initialiseAllSendSlots(['skincare'])).toEqual({ subscribers: 0, skipped: true });
    await dispatchAndDrain(new Date(Date.UTC(2026, 11, 1, 1, 15)));
    expect(await mailsTo(a.email)).toHaveLength(1);
  });
});

describe('promo claimants', () => {
  it('a claim starts seven daily emails in the claimant’s zone, each inviting to sign up, and a claimant who subscribes is one recipient', async () => {
    const { addPromoCode } = await import('#functions/promo/store');
    const code = `DELIV-${randomUUID().slice(0, 8).toUpperCase()}`;
    await addPromoCode(code);
    const email = `promo-${randomUUID()}@example.com`;
    const claim = await api(stack, 'POST', '/api/promo/claim', {
      body: { promoCode: code, email, contentNiche: 'haircare', timeZone: 'Asia/Kolkata' },
    });
    expect(claim.status).toBe(200);
    // Promo trials get the default hour: 07:00 in Kolkata (+5:30) is 01:30 UTC.
    const claimedAt = Date.now();
    const kolkataSeven = (daysAfter: number) => {
      const at = new Date(claimedAt + daysAfter * 86_400_000);
      return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 1, 30));
    };
    await dispatchAndDrain(kolkataSeven(1));
    const [first] = await mailsTo(email);
    expect(first?.body.text).toMatch(/Day [12] of 7 of your free trial/);
    expect(first?.body.text).toContain('/onboarding');
    expect(first?.headers.find((h) => h.name === 'List-Unsubscribe-Post')?.value).toBe('List-Unsubscribe=One-Click');

    // Now a subscriber with the same address: their own email replaces the trial's, never both.
    const userId = randomUUID();
    await m.data.putSubscriber({
      userId,
      email,
      firstName: 'Pro',
      lastName: 'Mo',
      niche: 'haircare',
      subscribed: true,
      onboardingCompleted: true,
      subscriptionTier: 'monthly',
      subscriptionStatus: 'trialing',
      subscriptionEnd: null,
      referredBy: null,
      timeZone: 'Asia/Kolkata',
      stripeCustomerId: null,
      testMode: false,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    const since = new Date(claimedAt - 86_400_000).toISOString();
    const { putAll } = await import('#functions/platform/table/batch');
    await putAll([
      m.progress.progressItem({ userId, email, niche: 'haircare', contentDaysUnlocked: 1, createdAt: since, unlockingSince: since }),
    ]);
    await dispatchAndDrain(kolkataSeven(2));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.body.text).not.toMatch(/of your free trial/);
  });
});

describe('the subscriber’s own idea in the daily email', () => {
  it('carries the personal idea of the day with its reasons and its "Filmed it" / "Not for me" links, which work signed out', async () => {
    const a = await creator('Asia/Kathmandu', { daysBefore: 5 });
    const at = kathmanduWindow(1);
    const { personalIdeaId, putPersonalIdea } = await import('#functions/ideas/personal-store');
    const { findIdeaOfDay } = await import('#functions/ideas/store');
    const shared = (await findIdeaOfDay('skincare', 'B', 6))!;
    const id = personalIdeaId(a.userId, 'skincare', 6);
    await putPersonalIdea({
      idea: {
        ...shared,
        id,
        title: 'Your viewers keep asking: can SPF go under makeup?',
        personal: { kind: 'daily', reasons: [{ kind: 'own-audience', text: '6 viewers on your channel asked this' }], ownAudience: true },
      },
      facts: {
        ownerUserId: a.userId,
        insightKey: 'youtube#own-1',
        traits: { topics: ['spf'], format: 'talking-head', askKind: 'how-to' },
        createdAt: new Date().toISOString(),
      },
    });

    await dispatchAndDrain(at);

    const [mail] = await mailsTo(a.email);
    expect(mail!.subject).toBe('Your viewers keep asking: can SPF go under makeup?');
    expect(mail!.body.text).toContain('6 viewers on your channel asked this');
    expect(mail!.body.text).toContain(`/content-idea/${id}`);
    const link = (action: string) => mail!.body.text.match(new RegExp(`/idea-feedback\\?token=([\\w.-]+)&action=${action}`))?.[1];
    const token = link('not_for_me');
    expect(token).toBeDefined();
    expect(link('filmed')).toBe(token);
    // The page posts what the link says, with no session.
    const first = await api(stack, 'POST', '/api/email/feedback', { body: { token, action: 'not_for_me' } });
    const again = await api(stack, 'POST', '/api/email/feedback', { body: { token, action: 'not_for_me' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ideaId: id, action: 'not_for_me', changed: true });
    expect(again.body).toEqual({ ideaId: id, action: 'not_for_me', changed: false });
    expect((await m.engagement.engagementOf(a.userId, [id])).actions.get(id)).toBe('not_for_me');
  });

  it('sends the shared idea to a subscriber without their own idea of the day', async () => {
    const a = await creator('Asia/Kathmandu', { daysBefore: 5 });

    await dispatchAndDrain(kathmanduWindow(1));

    const { findIdeaOfDay } = await import('#functions/ideas/store');
    const [mail] = await mailsTo(a.email);
    expect(mail!.subject).toBe((await findIdeaOfDay('skincare', 'B', 6))!.title);
    expect(mail!.body.text).toContain('/idea-feedback?token=');
  });

  it('refuses a feedback link signed for another subscriber’s personal idea, a rating link and a tampered one', async () => {
    const [owner, other] = await Promise.all([creator('Asia/Kathmandu'), creator('Asia/Kathmandu')]);
    const { personalIdeaId, putPersonalIdea } = await import('#functions/ideas/personal-store');
    const { findIdeaOfDay } = await import('#functions/ideas/store');
    const id = personalIdeaId(owner.userId, 'skincare', 1);
    await putPersonalIdea({
      idea: { ...(await findIdeaOfDay('skincare', 'B', 1))!, id, personal: { kind: 'daily', reasons: [], ownAudience: false } },
      facts: {
        ownerUserId: owner.userId,
        insightKey: 'youtube#x',
        traits: { topics: [], format: null, askKind: 'why' },
        createdAt: new Date().toISOString(),
      },
    });
    const sign = (userId: string, purpose: 'feedback' | 'rate') =>
      m.links.signLink({ recipient: { type: 'subscriber', userId }, purpose, ideaId: id });
    const post = async (token: string) => (await api(stack, 'POST', '/api/email/feedback', { body: { token, action: 'filmed' } })).status;
    const good = await sign(owner.userId, 'feedback');
    const at = good.length - 10;

    expect(await post(await sign(other.userId, 'feedback'))).toBe(404);
    expect(await post(await sign(owner.userId, 'rate'))).toBe(400);
    expect(await post(`${good.slice(0, at)}${good[at] === 'A' ? 'B' : 'A'}${good.slice(at + 1)}`)).toBe(400);
    expect((await m.engagement.engagementOf(owner.userId, [id])).actions.size).toBe(0);
    expect((await m.engagement.engagementOf(other.userId, [id])).actions.size).toBe(0);
  });
});
