import { describe, expect, it } from 'vitest';
import { PLAN_IDS, type PlanId } from '#functions/shared/plans';
import { supportReplyInput, supportRequestInput } from '#functions/support/routes';
import {
  accountFacts,
  factLines,
  inboxOrderKey,
  isPriority,
  planLine,
  replySubject,
  SUPPORT_MESSAGES,
  type FactsSource,
} from '#functions/support/rules';

/** Field errors as the chain reports them: path → messages. */
function errorsOf(input: unknown): Record<string, string[]> {
  const result = supportRequestInput.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return errors;
}

const REAL_MESSAGE = 'hi!! my daily idea didnt come this morning 😩 (skincare) can u check? thx\n\nMia';

describe('a support request', () => {
  it('takes a subject, an optional topic and a message typed the way people type', () => {
    const parsed = supportRequestInput.parse({ subject: '  no email today  ', category: 'ideas', message: `  ${REAL_MESSAGE}  ` });
    expect(parsed).toEqual({ subject: 'no email today', category: 'ideas', message: REAL_MESSAGE });
    expect(supportRequestInput.parse({ subject: 'billing q', message: 'why was i charged twice??' }).category).toBeUndefined();
  });

  it('needs a subject', () => {
    expect(errorsOf({ subject: '   ', message: REAL_MESSAGE }).subject).toEqual([SUPPORT_MESSAGES.subjectRequired]);
    expect(errorsOf({ message: REAL_MESSAGE }).subject).toEqual([SUPPORT_MESSAGES.subjectRequired]);
  });

  it('needs at least 10 characters of message, spaces aside', () => {
    expect(errorsOf({ subject: 'help', message: '   help!   ' }).message).toEqual(['Tell us a little more: at least 10 characters']);
    expect(errorsOf({ subject: 'help', message: 'help me pls' })).toEqual({});
  });

  it('takes 5,000 characters and refuses 5,001 with a message that says the limit', () => {
    expect(errorsOf({ subject: 'long one', message: 'a'.repeat(5_000) })).toEqual({});
    expect(errorsOf({ subject: 'long one', message: 'a'.repeat(5_001) }).message).toEqual(['Keep the message to 5,000 characters']);
  });

  it('refuses a 20,000-character message with the same clear message', () => {
    const pasted = 'my log: error 500 at checkout\n'.repeat(700).slice(0, 20_000);
    expect(errorsOf({ subject: 'checkout broken', message: pasted }).message).toEqual(['Keep the message to 5,000 characters']);
  });

  it('refuses control characters in the message, but keeps newlines and tabs', () => {
    expect(errorsOf({ subject: 'help', message: 'my idea\u0000 is blank' }).message).toEqual(['Use letters, numbers and punctuation only']);
    expect(errorsOf({ subject: 'help', message: 'escape \u001b[31m red' }).message).toEqual(['Use letters, numbers and punctuation only']);
    expect(errorsOf({ subject: 'help', message: 'line one\n\tline two' })).toEqual({});
  });

  it('refuses a newline or a control character in the subject (it becomes an email subject)', () => {
    expect(errorsOf({ subject: 'help\nBcc: x@example.com', message: REAL_MESSAGE }).subject).toEqual([
      'Use letters, numbers and punctuation only',
    ]);
  });

  it('refuses a topic that is not on the list, and fields nobody asked for', () => {
    expect(errorsOf({ subject: 'help', category: 'urgent!!!', message: REAL_MESSAGE }).category).toEqual(['Choose a topic from the list']);
    expect(Object.keys(errorsOf({ subject: 'help', message: REAL_MESSAGE, priority: true }))).toEqual(['_']);
  });

  it('takes an admin reply of up to 5,000 characters, never an empty one', () => {
    expect(supportReplyInput.safeParse({ message: '  ' }).error?.issues[0]?.message).toBe(SUPPORT_MESSAGES.replyRequired);
    expect(supportReplyInput.safeParse({ message: 'x'.repeat(5_001) }).error?.issues[0]?.message).toBe(
      'Keep the reply to 5,000 characters',
    );
    expect(supportReplyInput.parse({ message: 'Sorted, it arrives tomorrow at 7:00.' }).message).toBe(
      'Sorted, it arrives tomorrow at 7:00.',
    );
  });
});

describe('priority', () => {
  const EXPECTED: Record<PlanId, boolean> = { weekly: false, monthly: true, yearly: true };

  it.each(PLAN_IDS)('goes to a %s subscriber whose subscription gives access (trial included) as the plan says', (plan) => {
    expect(isPriority({ plan, subscribed: true })).toBe(EXPECTED[plan]);
  });

  it.each(PLAN_IDS)('does not go to a %s subscriber whose subscription ended', (plan) => {
    expect(isPriority({ plan, subscribed: false })).toBe(false);
  });

  it('does not go to an account without a plan', () => {
    expect(isPriority({ plan: null, subscribed: false })).toBe(false);
  });
});

describe('the account facts beside a request', () => {
  const record: NonNullable<FactsSource['record']> = {
    email: 'Mia.Chen@Example.com',
    firstName: 'Mia',
    lastName: 'Chen',
    niche: 'skincare',
    subscribed: true,
    subscriptionTier: 'monthly',
    subscriptionStatus: 'trialing',
    subscriptionEnd: null,
    createdAt: '2026-12-01T09:00:00.000Z',
    activatedAt: '2026-12-01T09:05:00.000Z',
  };
  const auth = { userId: 'user-7', email: 'mia.chen@example.com' };

  it('are read from the subscriber record, with the trial end a week after the first access', () => {
    expect(accountFacts({ auth, record })).toEqual({
      userId: 'user-7',
      email: 'mia.chen@example.com',
      name: 'Mia Chen',
      plan: 'monthly',
      status: 'trialing',
      subscribed: true,
      trialEnd: '2026-12-08T09:05:00.000Z',
      accessEnd: null,
      niche: 'skincare',
      accountCreatedAt: '2026-12-01T09:00:00.000Z',
    });
  });

  it('give no trial end once the trial is over', () => {
    expect(accountFacts({ auth, record: { ...record, subscriptionStatus: 'active' } }).trialEnd).toBeNull();
  });

  it('say what little is known of an account that never finished sign-up', () => {
    const facts = accountFacts({ auth, record: null });
    expect(facts).toMatchObject({ email: 'mia.chen@example.com', name: null, plan: null, subscribed: false, niche: null });
    expect(factLines(facts)).toEqual([
      { label: 'Email', value: 'mia.chen@example.com' },
      { label: 'Name', value: 'Not given (no subscriber record)' },
      { label: 'Plan', value: 'No plan' },
      { label: 'Niche', value: 'None' },
      { label: 'Signed up', value: 'Not signed up' },
      { label: 'User id', value: 'user-7' },
    ]);
  });

  it('list the plan with its price and status, and the dates in words', () => {
    expect(factLines(accountFacts({ auth, record }))).toEqual([
      { label: 'Email', value: 'mia.chen@example.com' },
      { label: 'Name', value: 'Mia Chen' },
      { label: 'Plan', value: 'Monthly ($28/month), trialing' },
      { label: 'Trial ends', value: 'December 8, 2026' },
      { label: 'Niche', value: 'skincare' },
      { label: 'Signed up', value: 'December 1, 2026' },
      { label: 'User id', value: 'user-7' },
    ]);
  });

  it('say when a plan no longer gives access', () => {
    expect(planLine({ plan: 'yearly', status: 'canceled', subscribed: false })).toBe('Yearly ($149/year), canceled, no access now');
    expect(planLine({ plan: 'weekly', status: 'past_due', subscribed: true })).toBe('Weekly ($9/week), past due');
  });
});

describe('the inbox order', () => {
  it('puts priority requests first, then the rest, each oldest first', () => {
    const requests = [
      { id: '01A', priority: false, createdAt: '2026-12-01T08:00:00.000Z' },
      { id: '01B', priority: true, createdAt: '2026-12-02T08:00:00.000Z' },
      { id: '01C', priority: false, createdAt: '2026-11-30T08:00:00.000Z' },
      { id: '01D', priority: true, createdAt: '2026-12-01T09:00:00.000Z' },
    ];
    const ordered = [...requests].sort((a, b) => inboxOrderKey(a).localeCompare(inboxOrderKey(b))).map((request) => request.id);
    expect(ordered).toEqual(['01D', '01B', '01C', '01A']);
  });
});

describe('the subject of an answer', () => {
  it('says Re: once, however the subscriber wrote it', () => {
    expect(replySubject('no email today')).toBe('Re: no email today');
    expect(replySubject('RE: no email today ')).toBe('RE: no email today');
  });
});
