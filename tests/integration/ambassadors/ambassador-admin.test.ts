import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../../support/api';
import { signIn } from '../../support/cognito';
import { useStackTable } from '../../support/data';
import { TEST_CODE } from '../../support/local-stack';
import { emailQueueDrained, mailsTo, waitForMail } from '../../support/mail';

/**
 * The application route (server side) and the admin's ambassadors and applications
 * (docs/product-rules.md#ambassador-applications, docs/product-rules.md#ambassador-admin), through
 * the local gateway against DynamoDB Local, cognito-local, the SQS emulator with the sender and the
 * SES emulator.
 */
const stack = inject('stack');

type ErrorBody = { error: { code: string; message: string; fieldErrors?: Record<string, string[]> } };
type Row = {
  code: string;
  email: string;
  status: string;
  commissionRate: number;
  hasPortalAccount: boolean;
  referrals: number;
  conversions: number;
  earningsCents: number;
  firstName: string | null;
  lastName: string | null;
};
type Application = { id: string; email: string; status: string; ambassador_code: string | null; reviewed_at: string | null };
type AdminList = {
  ambassadors: Row[];
  summary: { active: number; pending: number; inactive: number; referredSubscribers: number; pendingApplications: number };
};

interface Modules {
  db: typeof import('#functions/platform/table/client');
  applications: typeof import('#functions/ambassadors/applications-store');
  ambassadors: typeof import('#functions/ambassadors/store');
}
let m: Modules;
let adminToken: string;

beforeAll(async () => {
  useStackTable(stack);
  m = {
    db: await import('#functions/platform/table/client'),
    applications: await import('#functions/ambassadors/applications-store'),
    ambassadors: await import('#functions/ambassadors/store'),
  };
  adminToken = (await signIn(stack, stack.accounts.admin.email, stack.accounts.admin.password)).idToken;
});

const uniqueEmail = (tag = 'applicant') => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
const uniqueCode = () => `t${randomUUID().replaceAll('-', '').slice(0, 10)}`;

function application(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Mia Chen',
    email: uniqueEmail(),
    company: 'Glow Studio',
    website: 'https://glow.example.com',
    audience_size: '10k-50k',
    experience_level: 'intermediate',
    additional_info: 'Skincare routines, three videos a week.',
    marketing_channels: ['tiktok', 'instagram'],
    ...overrides,
  };
}

const apply = (body: unknown) => api<{ id: string; status: string } & ErrorBody>(stack, 'POST', '/api/ambassador-applications', { body });
const asAdmin = <T>(method: string, path: string, body?: unknown) =>
  api<T>(stack, method, path, { token: adminToken, ...(body === undefined ? {} : { body }) });

async function storedItem(key: Record<string, string>) {
  return (await m.db.db.send(new GetCommand({ TableName: stack.tableName, Key: key, ConsistentRead: true }))).Item;
}

async function ambassadorsOfApplication(id: string) {
  return (await m.ambassadors.listAmbassadors()).filter((ambassador) => ambassador.applicationId === id);
}

async function cognito<T>(action: string, body: unknown): Promise<T> {
  const res = await fetch(stack.cognito, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (res.status !== 200) throw new Error(`${action} failed: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const groupsOf = (idToken: string): string[] =>
  (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { 'cognito:groups'?: string[] })['cognito:groups'] ?? [];

describe('POST /api/ambassador-applications', () => {
  it('stores the application with the spec snake_case names, pending, and emails the admins', async () => {
    const body = application({ name: `Mia ${randomUUID().slice(0, 6)}` });
    const res = await apply(body);

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/), status: 'pending' });
    const item = await storedItem(m.applications.applicationKeys.item(res.body.id));
    expect(item).toMatchObject({
      id: res.body.id,
      name: body.name,
      email: body.email,
      company: 'Glow Studio',
      website: 'https://glow.example.com',
      audience_size: '10k-50k',
      experience_level: 'intermediate',
      additional_info: 'Skincare routines, three videos a week.',
      marketing_channels: ['tiktok', 'instagram'],
      status: 'pending',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const mail = await waitForMail(
      stack,
      (email) => email.destination.to.includes(stack.accounts.admin.email) && email.subject === `New ambassador application: ${body.name}`,
    );
    expect(mail.body.text).toContain(body.email);
    expect(mail.body.text).toContain('tiktok, instagram');
    expect(mail.body.text).toContain('/admin/ambassadors');
  });

  it.each([
    ['a website that is not a URL', { website: 'not a url' }, 'website'],
    ['a javascript: website', { website: 'javascript:alert(1)' }, 'website'],
    ['no marketing channel', { marketing_channels: [] }, 'marketing_channels'],
    ['an unknown channel', { marketing_channels: ['myspace'] }, 'marketing_channels'],
    ['an unknown audience size', { audience_size: '1m+' }, 'audience_size'],
    ['an unknown experience level', { experience_level: 'guru' }, 'experience_level'],
    ['a 10 KB name', { name: 'x'.repeat(10 * 1024) }, 'name'],
    ['no name', { name: '' }, 'name'],
    ['a malformed email', { email: 'not-an-email' }, 'email'],
  ])('refuses %s with 400 and a field error, storing nothing', async (_, overrides, field) => {
    const body = application(overrides);
    const res = await apply(body);

    expect(res.status).toBe(400);
    // A list's member is named with its index (`marketing_channels.0`).
    expect(Object.keys(res.body.error.fieldErrors ?? {}).map((key) => key.split('.')[0])).toContain(field);
    if (typeof body.email === 'string' && body.email.includes('@'))
      expect(await storedItem(m.applications.applicationKeys.pendingGuard(body.email))).toBeUndefined();
  });

  it('answers a second pending application for the same person (any case or +tag) with 409 and the clear message', async () => {
    const email = uniqueEmail('twice');
    expect((await apply(application({ email }))).status).toBe(201);

    for (const again of [email, email.toUpperCase(), email.replace('@', '+shop@')]) {
      const res = await apply(application({ email: again }));
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('An application for this email is already under review.');
    }
    const pending = await asAdmin<{ applications: Application[] }>('GET', '/api/admin/ambassador-applications');
    expect(pending.body.applications.filter((a) => a.email === email)).toHaveLength(1);
  });
});

describe('the admin ambassador table', () => {
  it('creates an ambassador and lists it with its figures, the status counts in the summary', async () => {
    const code = uniqueCode();
    const before = await asAdmin<AdminList>('GET', '/api/admin/ambassadors');
    const res = await asAdmin<Row>('POST', '/api/admin/ambassadors', {
      code: code.toUpperCase(),
      email: uniqueEmail('added'),
      firstName: 'Ana',
      status: 'pending',
      commissionRate: 0.3,
    });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      code,
      status: 'pending',
      commissionRate: 0.3,
      firstName: 'Ana',
      lastName: null,
      hasPortalAccount: false,
      referrals: 0,
      conversions: 0,
      earningsCents: 0,
    });
    const after = await asAdmin<AdminList>('GET', '/api/admin/ambassadors');
    expect(after.status).toBe(200);
    expect(after.body.ambassadors.find((row) => row.code === code)).toMatchObject({ status: 'pending', referrals: 0 });
    expect(after.body.summary.pending).toBeGreaterThanOrEqual(before.body.summary.pending + 1);
    expect(after.body.summary.active + after.body.summary.pending + after.body.summary.inactive).toBe(after.body.ambassadors.length);
  });

  it('refuses a taken code with 409 "That code is taken. Choose another one." and keeps the first', async () => {
    const code = uniqueCode();
    await asAdmin('POST', '/api/admin/ambassadors', { code, email: 'first@example.com', status: 'active', commissionRate: 0.3 });

    const res = await asAdmin<ErrorBody>('POST', '/api/admin/ambassadors', {
      code: code.toUpperCase(),
      email: 'second@example.com',
      status: 'active',
      commissionRate: 0.4,
    });

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('That code is taken. Choose another one.');
    expect((await m.ambassadors.getAmbassador(code))?.email).toBe('first@example.com');
  });

  it.each(['ab', 'a'.repeat(21), 'has space', 'dash-code', 'ümlaut'])('refuses the code %j with a field error', async (code) => {
    const res = await asAdmin<ErrorBody>('POST', '/api/admin/ambassadors', {
      code,
      email: uniqueEmail(),
      status: 'active',
      commissionRate: 0.3,
    });

    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fieldErrors ?? {})).toEqual(['code']);
  });

  it.each([-0.1, 1.5, 0.333])('refuses the commission rate %s with a field error', async (commissionRate) => {
    const code = uniqueCode();
    const res = await asAdmin<ErrorBody>('POST', '/api/admin/ambassadors', {
      code,
      email: uniqueEmail(),
      status: 'active',
      commissionRate,
    });

    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fieldErrors ?? {})).toEqual(['commissionRate']);
    expect(await m.ambassadors.getAmbassador(code)).toBeNull();
  });

  it('edits everything but the code, and refuses a bad rate on edit too', async () => {
    const code = uniqueCode();
    await asAdmin('POST', '/api/admin/ambassadors', { code, email: uniqueEmail(), status: 'active', commissionRate: 0.3 });

    const res = await asAdmin<Row & { earningStopped: boolean }>('PUT', `/api/admin/ambassadors/${code}`, {
      email: 'edited@example.com',
      status: 'inactive',
      commissionRate: 0.57,
      earningStopped: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code, email: 'edited@example.com', status: 'inactive', commissionRate: 0.57, earningStopped: true });

    const bad = await asAdmin<ErrorBody>('PUT', `/api/admin/ambassadors/${code}`, {
      email: 'edited@example.com',
      status: 'inactive',
      commissionRate: 1.5,
    });
    expect(bad.status).toBe(400);
    const withCode = await asAdmin<ErrorBody>('PUT', `/api/admin/ambassadors/${code}`, {
      code: 'other',
      email: 'edited@example.com',
      status: 'active',
      commissionRate: 0.3,
    });
    expect(withCode.status).toBe(400);
    expect((await m.ambassadors.getAmbassador(code))?.commissionRate).toBe(0.57);
  });

  it('answers 404 for an edit of an unknown code', async () => {
    const res = await asAdmin<ErrorBody>('PUT', `/api/admin/ambassadors/${uniqueCode()}`, {
      email: 'x@example.com',
      status: 'active',
      commissionRate: 0.3,
    });
    expect(res.status).toBe(404);
  });
});

describe('approving and rejecting applications', () => {
  async function pendingApplication(overrides: Record<string, unknown> = {}): Promise<{ id: string; email: string }> {
    const body = application({ email: uniqueEmail('approve'), ...overrides });
    const res = await apply(body);
    expect(res.status).toBe(201);
    return { id: res.body.id, email: body.email };
  }

  it('lists pending applications with their details, and counts them in the summary', async () => {
    const { id } = await pendingApplication();

    const list = await asAdmin<{ applications: Application[] }>('GET', '/api/admin/ambassador-applications');
    expect(list.body.applications.find((a) => a.id === id)).toMatchObject({
      status: 'pending',
      marketing_channels: ['tiktok', 'instagram'],
      audience_size: '10k-50k',
    });
    expect((await asAdmin<AdminList>('GET', '/api/admin/ambassadors')).body.summary.pendingApplications).toBeGreaterThanOrEqual(1);
  });

  it('creates the ambassador at 50% with a generated code, a portal account in the ambassador group, and emails the link', async () => {
    const { id, email } = await pendingApplication({ name: 'Rosa Maria Lopez' });

    const res = await asAdmin<{ application: Application; ambassador: Row }>(
      'POST',
      `/api/admin/ambassador-applications/${id}/approve`,
      {},
    );

    expect(res.status).toBe(200);
    const code = res.body.ambassador.code;
    expect(code).toMatch(/^[a-z0-9]{6}$/);
    expect(res.body.application).toMatchObject({ id, status: 'approved', ambassador_code: code, reviewed_at: expect.any(String) });
    expect(res.body.ambassador).toMatchObject({
      email,
      status: 'active',
      commissionRate: 0.5,
      firstName: 'Rosa',
      lastName: 'Maria Lopez',
      hasPortalAccount: true,
    });
    expect(await m.ambassadors.getAmbassador(code)).toMatchObject({ applicationId: id, commissionRate: 0.5 });

    const mail = await waitForMail(stack, (e) => e.destination.to.includes(email) && e.subject.includes('ambassador'));
    expect(mail.body.text).toMatch(new RegExp(`https?://[^\\s/]+/\\?ref=${code}(\\s|$)`));
    expect(mail.body.text).toContain('/ambassador');
    expect(mail.body.text).toContain('Forgot password?');

    // The applicant has no password: "Forgot password?" sets one, and the account is an ambassador's.
    await cognito('ForgotPassword', { ClientId: stack.userPoolClientId, Username: email });
    await cognito('ConfirmForgotPassword', {
      ClientId: stack.userPoolClientId,
      Username: email,
      ConfirmationCode: TEST_CODE,
      Password: 'ambassador-pass-9',
    });
    const tokens = await signIn(stack, email, 'ambassador-pass-9');
    expect(groupsOf(tokens.idToken)).toContain('ambassador');
    const sub = (JSON.parse(Buffer.from(tokens.idToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    expect(await m.ambassadors.ambassadorCodeOfUser(sub)).toBe(code);
  });

  it('uses the code the admin gives, and refuses a taken one with 409 leaving the application pending', async () => {
    const { id } = await pendingApplication();
    const taken = uniqueCode();
    await asAdmin('POST', '/api/admin/ambassadors', { code: taken, email: uniqueEmail(), status: 'active', commissionRate: 0.3 });

    const refused = await asAdmin<ErrorBody>('POST', `/api/admin/ambassador-applications/${id}/approve`, { code: taken });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('That code is taken. Choose another one.');
    expect((await m.applications.getApplication(id, { consistent: true }))?.status).toBe('pending');
    expect(await ambassadorsOfApplication(id)).toHaveLength(0);

    const chosen = uniqueCode();
    const res = await asAdmin<{ ambassador: Row }>('POST', `/api/admin/ambassador-applications/${id}/approve`, {
      code: chosen.toUpperCase(),
    });
    expect(res.status).toBe(200);
    expect(res.body.ambassador.code).toBe(chosen);
  });

  it('approving twice makes one ambassador, sends one email, and answers the second with 409', async () => {
    const { id, email } = await pendingApplication();

    const [first, second] = await Promise.all([
      asAdmin<ErrorBody>('POST', `/api/admin/ambassador-applications/${id}/approve`, {}),
      asAdmin<ErrorBody>('POST', `/api/admin/ambassador-applications/${id}/approve`, {}),
    ]);
    const third = await asAdmin<ErrorBody>('POST', `/api/admin/ambassador-applications/${id}/approve`, {});

    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(third.status).toBe(409);
    expect(await ambassadorsOfApplication(id)).toHaveLength(1);
    await emailQueueDrained(stack);
    expect((await mailsTo(stack, email)).filter((e) => e.subject.includes('ambassador'))).toHaveLength(1);
  });

  it('finishes an approval that stopped after creating the ambassador, without a second one', async () => {
    const { id, email } = await pendingApplication();
    const stored = (await m.applications.getApplication(id, { consistent: true }))!;
    // What a crash right after the approval's first step leaves: the ambassador, the code on the application, nothing else.
    const code = uniqueCode();
    const started = await m.applications.startApproval(
      stored,
      m.ambassadors.newAmbassador({ code, email, status: 'active', commissionRate: 0.5, applicationId: id }),
      new Date(),
    );
    expect(started).toEqual({ outcome: 'started', code });

    const res = await asAdmin<{ application: Application; ambassador: Row }>('POST', `/api/admin/ambassador-applications/${id}/approve`, {
      code: uniqueCode(),
    });

    expect(res.status).toBe(200);
    expect(res.body.ambassador).toMatchObject({ code, hasPortalAccount: true });
    expect(res.body.application.status).toBe('approved');
    expect(await ambassadorsOfApplication(id)).toHaveLength(1);
    // A rejection cannot undo an approval under way.
    const { id: other } = await pendingApplication();
    const otherStored = (await m.applications.getApplication(other, { consistent: true }))!;
    await m.applications.startApproval(
      otherStored,
      m.ambassadors.newAmbassador({ code: uniqueCode(), email: otherStored.email, status: 'active', commissionRate: 0.5 }),
      new Date(),
    );
    expect((await asAdmin('POST', `/api/admin/ambassador-applications/${other}/reject`)).status).toBe(409);
  });

  it('rejects: status rejected, and the person may apply again', async () => {
    const { id, email } = await pendingApplication();

    const res = await asAdmin<{ application: Application }>('POST', `/api/admin/ambassador-applications/${id}/reject`);

    expect(res.status).toBe(200);
    expect(res.body.application).toMatchObject({ id, status: 'rejected', ambassador_code: null, reviewed_at: expect.any(String) });
    expect(await ambassadorsOfApplication(id)).toHaveLength(0);
    const rejected = await asAdmin<{ applications: Application[] }>('GET', '/api/admin/ambassador-applications?status=rejected');
    expect(rejected.body.applications.map((a) => a.id)).toContain(id);
    const pending = await asAdmin<{ applications: Application[] }>('GET', '/api/admin/ambassador-applications');
    expect(pending.body.applications.map((a) => a.id)).not.toContain(id);

    expect((await asAdmin('POST', `/api/admin/ambassador-applications/${id}/reject`)).status).toBe(409);
    expect((await asAdmin('POST', `/api/admin/ambassador-applications/${id}/approve`, {})).status).toBe(409);
    expect((await apply(application({ email }))).status).toBe(201);
  });

  it('answers 404 for an unknown application and 400 for a malformed id', async () => {
    expect((await asAdmin('POST', '/api/admin/ambassador-applications/01JAAAAAAAAAAAAAAAAAAAAAAA/approve', {})).status).toBe(404);
    expect((await asAdmin('POST', '/api/admin/ambassador-applications/01JAAAAAAAAAAAAAAAAAAAAAAA/reject')).status).toBe(404);
    expect((await asAdmin('POST', '/api/admin/ambassador-applications/not-an-id/reject')).status).toBe(400);
  });
});
