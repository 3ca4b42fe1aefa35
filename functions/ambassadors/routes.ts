import * as z from 'zod/mini';
import { defineRoute } from '#functions/platform/route';
import { emailAddress, integer, nonNegativeInteger, plainText, referralCode } from '#functions/shared/schemas';
import { isCommissionRate, PAYOUT_METHODS } from './commission';

/**
 * The ambassador programme's routes: the public application, the admin's ambassadors,
 * applications and payout statements, and the ambassador's own portal. Entries of the one route
 * table (`routes` in routes.ts); this module only keeps that file to a readable size.
 */

// A copy of routes.ts's helper: esbuild honours the annotation only within its module.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

const adminRead = { unlimited: 'An admin read with no side effects; the stage throttle bounds it.' } as const;

/** The application form's lists, in the order the form shows them (docs/product-rules.md#ambassador-applications). */
export const MARKETING_CHANNELS = [
  'tiktok',
  'instagram',
  'facebook',
  'twitter',
  'youtube',
  'linkedin',
  'pinterest',
  'blog',
  'email',
  'other',
] as const;
export const AUDIENCE_SIZES = ['0-1k', '1k-10k', '10k-50k', '50k-100k', '100k+'] as const;
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const AMBASSADOR_STATUSES = ['active', 'inactive', 'pending'] as const;
export type AmbassadorStatus = (typeof AMBASSADOR_STATUSES)[number];
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

const shortText = (max: number, message = `At most ${max} characters`) =>
  z.string().check(z.trim(), z.maxLength(max, message), plainText());
const optionalText = (max: number) => z.optional(shortText(max));

/** http(s) only: a `javascript:` "website" would be a link an admin clicks. */
export const websiteUrl = pure(() =>
  z.string().check(
    z.trim(),
    z.maxLength(500, 'Website is too long'),
    z.refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
      } catch {
        return false;
      }
    }, 'Please enter a valid URL'),
  ),
);

/** The application form as sent and stored, with the same snake_case field names. */
export const ambassadorApplicationInput = pure(() =>
  z.strictObject({
    name: z
      .string({ error: 'Name is required' })
      .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(120, 'Name is too long'), plainText()),
    email: z.pipe(z.string({ error: 'Email is required' }).check(z.trim(), z.minLength(1, 'Email is required')), emailAddress),
    company: optionalText(120),
    website: z.optional(z.union([z.literal(''), websiteUrl])),
    audience_size: z.optional(z.enum(AUDIENCE_SIZES, 'Choose an audience size from the list')),
    experience_level: z.optional(z.enum(EXPERIENCE_LEVELS, 'Choose an experience level from the list')),
    additional_info: z.optional(z.string().check(z.trim(), z.maxLength(2000, 'At most 2,000 characters'), plainText({ multiline: true }))),
    marketing_channels: z.array(z.enum(MARKETING_CHANNELS, 'Choose channels from the list')).check(
      z.minLength(1, 'Choose at least one marketing channel'),
      z.maxLength(MARKETING_CHANNELS.length),
      z.refine((channels) => new Set(channels).size === channels.length, 'Each channel once'),
    ),
  }),
);
export type AmbassadorApplicationInput = z.output<typeof ambassadorApplicationInput>;

export const ambassadorApplication = pure(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    company: z.nullable(z.string()),
    website: z.nullable(z.string()),
    audience_size: z.nullable(z.enum(AUDIENCE_SIZES)),
    experience_level: z.nullable(z.enum(EXPERIENCE_LEVELS)),
    additional_info: z.nullable(z.string()),
    marketing_channels: z.array(z.enum(MARKETING_CHANNELS)),
    status: z.enum(APPLICATION_STATUSES),
    created_at: z.string(),
    reviewed_at: z.nullable(z.string()),
    /** The code the approval created. */
    ambassador_code: z.nullable(z.string()),
  }),
);

/** Apply to be an ambassador (docs/product-rules.md#ambassador-applications): stored once per pending email, admins emailed. */
export const submitAmbassadorApplication = pure(() =>
  defineRoute({
    name: 'submitAmbassadorApplication',
    method: 'POST',
    path: '/api/ambassador-applications',
    access: 'public',
    table: 'readWrite',
    rateLimit: { requests: 5, windowSeconds: 3600 },
    handler: 'ambassadors/handlers/apply',
    sendsEmail: true,
    // The admins to notify are the members of the admin group.
    userPool: ['ListUsersInGroup'],
    body: ambassadorApplicationInput,
    response: z.object({ id: z.string(), status: z.literal('pending') }),
    // The default 16 KB: a 10 KB name must reach validation and get its field error (which says
    // what to fix), not a 413.
    successStatus: 201,
  }),
);

/** 0 to 1 in steps of 0.01 (docs/product-rules.md#ambassador-admin). */
export const commissionRate = pure(() =>
  z
    .number({ error: 'Commission must be a number from 0 to 1' })
    .check(
      z.gte(0, 'Commission must be from 0 to 1'),
      z.lte(1, 'Commission must be from 0 to 1'),
      z.refine(isCommissionRate, 'Commission goes in steps of 0.01'),
    ),
);

const ambassadorFields = {
  email: z.pipe(z.string({ error: 'Email is required' }).check(z.trim(), z.minLength(1, 'Email is required')), emailAddress),
  firstName: optionalText(60),
  lastName: optionalText(60),
  phone: optionalText(40),
  company: optionalText(120),
  status: z.enum(AMBASSADOR_STATUSES, 'Status is active, inactive or pending'),
  commissionRate,
  notes: z.optional(z.string().check(z.trim(), z.maxLength(2000), plainText({ multiline: true }))),
  /**
   * Whether the ambassador's existing referrals keep earning while the ambassador is inactive
   * (they do, unless an admin stops them: docs/product-rules.md#commissions).
   */
  earningStopped: z.optional(z.boolean()),
};

export const ambassadorRow = pure(() =>
  z.object({
    code: z.string(),
    email: z.string(),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    company: z.nullable(z.string()),
    status: z.enum(AMBASSADOR_STATUSES),
    commissionRate: z.number(),
    notes: z.nullable(z.string()),
    earningStopped: z.boolean(),
    hasPortalAccount: z.boolean(),
    createdAt: z.string(),
    /** Referrals (docs/product-rules.md#ambassador-admin): referred creators whose subscription started (trial or paid). */
    referrals: nonNegativeInteger(),
    /** Referred subscribers who paid at least once (a commission entry exists for them). */
    conversions: nonNegativeInteger(),
    /** Conversions refused as self-referrals (flagged for admins). */
    selfReferrals: nonNegativeInteger(),
    /** Every commission earned, net of reversals, in cents. */
    earningsCents: integer(),
    pendingCents: integer(),
    dueCents: integer(),
    paidCents: integer(),
  }),
);
export type AmbassadorRow = z.infer<typeof ambassadorRow>;

export const adminListAmbassadors = pure(() =>
  defineRoute({
    name: 'adminListAmbassadors',
    method: 'GET',
    path: '/api/admin/ambassadors',
    access: 'admin',
    rateLimit: adminRead,
    handler: 'ambassadors/handlers/admin-list',
    response: z.object({
      ambassadors: z.array(ambassadorRow),
      summary: z.object({
        active: nonNegativeInteger(),
        pending: nonNegativeInteger(),
        inactive: nonNegativeInteger(),
        referredSubscribers: nonNegativeInteger(),
        pendingCents: integer(),
        dueCents: integer(),
        paidThisMonthCents: integer(),
        pendingApplications: nonNegativeInteger(),
      }),
    }),
  }),
);

export const adminCreateAmbassador = pure(() =>
  defineRoute({
    name: 'adminCreateAmbassador',
    method: 'POST',
    path: '/api/admin/ambassadors',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 60, windowSeconds: 60 },
    handler: 'ambassadors/handlers/admin-create',
    body: z.strictObject({ code: referralCode, ...ambassadorFields }),
    response: ambassadorRow,
    successStatus: 201,
  }),
);

/** The code is the key every shared link carries: it is fixed once created. */
export const adminUpdateAmbassador = pure(() =>
  defineRoute({
    name: 'adminUpdateAmbassador',
    method: 'PUT',
    path: '/api/admin/ambassadors/{code}',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 60, windowSeconds: 60 },
    handler: 'ambassadors/handlers/admin-update',
    params: z.object({ code: referralCode }),
    body: z.strictObject(ambassadorFields),
    response: ambassadorRow,
  }),
);

export const adminListApplications = pure(() =>
  defineRoute({
    name: 'adminListApplications',
    method: 'GET',
    path: '/api/admin/ambassador-applications',
    access: 'admin',
    rateLimit: adminRead,
    handler: 'ambassadors/handlers/admin-list-applications',
    query: z.object({ status: z._default(z.enum(APPLICATION_STATUSES), 'pending') }),
    response: z.object({ applications: z.array(ambassadorApplication) }),
  }),
);

/** Approve: the ambassador at the promised rate, a portal account in the `ambassador` group, an email with the link. */
export const adminApproveApplication = pure(() =>
  defineRoute({
    name: 'adminApproveApplication',
    method: 'POST',
    path: '/api/admin/ambassador-applications/{id}/approve',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 60, windowSeconds: 60 },
    handler: 'ambassadors/handlers/admin-approve-application',
    sendsEmail: true,
    // The applicant's portal account: found or created, a password only a reset can replace, the group.
    userPool: ['AdminGetUser', 'AdminCreateUser', 'AdminSetUserPassword', 'AdminAddUserToGroup'],
    params: z.object({ id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not an application id')) }),
    body: z.strictObject({ code: z.optional(referralCode) }),
    response: z.object({ application: ambassadorApplication, ambassador: ambassadorRow }),
  }),
);

export const adminRejectApplication = pure(() =>
  defineRoute({
    name: 'adminRejectApplication',
    method: 'POST',
    path: '/api/admin/ambassador-applications/{id}/reject',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 60, windowSeconds: 60 },
    handler: 'ambassadors/handlers/admin-reject-application',
    params: z.object({ id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not an application id')) }),
    response: z.object({ application: ambassadorApplication }),
  }),
);

export const payoutStatement = pure(() =>
  z.object({
    id: z.string(),
    ambassadorCode: z.string(),
    /** `yyyy-mm`: the run that made it. */
    period: z.string(),
    totalCents: integer(),
    entryCount: nonNegativeInteger(),
    createdAt: z.string(),
    status: z.enum(['unpaid', 'paid']),
    paidAt: z.nullable(z.string()),
    method: z.nullable(z.enum(PAYOUT_METHODS)),
    reference: z.nullable(z.string()),
  }),
);
export type PayoutStatement = z.infer<typeof payoutStatement>;

export const adminListPayouts = pure(() =>
  defineRoute({
    name: 'adminListPayouts',
    method: 'GET',
    path: '/api/admin/payouts',
    access: 'admin',
    rateLimit: adminRead,
    handler: 'ambassadors/handlers/admin-list-payouts',
    query: z.object({ status: z._default(z.enum(['unpaid', 'paid']), 'unpaid') }),
    response: z.object({ statements: z.array(payoutStatement) }),
  }),
);

/** Marks a statement paid, once; what it totals never changes. */
export const adminMarkPayoutPaid = pure(() =>
  defineRoute({
    name: 'adminMarkPayoutPaid',
    method: 'POST',
    path: '/api/admin/payouts/{id}/paid',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 60, windowSeconds: 60 },
    handler: 'ambassadors/handlers/admin-mark-payout-paid',
    params: z.object({ id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not a statement id')) }),
    body: z.strictObject({
      method: z.enum(PAYOUT_METHODS, 'Method is paypal, stripe or bank_transfer'),
      reference: z.string().check(z.trim(), z.minLength(1, 'Enter the payment reference'), z.maxLength(200), plainText()),
    }),
    response: payoutStatement,
  }),
);

export const commissionEntry = pure(() =>
  z.object({
    id: z.string(),
    kind: z.enum(['commission', 'reversal']),
    /** The plan of the payment, when known. */
    plan: z.nullable(z.string()),
    amountPaidCents: integer(),
    cents: integer(),
    state: z.enum(['pending', 'due', 'paid', 'voided']),
    paidAt: z.string(),
    availableAt: z.string(),
    /** The referred subscriber, masked (`d***@example.com`): the ambassador sees that a referral paid, not who. */
    subscriber: z.string(),
  }),
);

/** The ambassador's own figures: what every affiliate platform shows (docs/product-rules.md#ambassador-portal). */
export const ambassadorPortal = pure(() =>
  defineRoute({
    name: 'ambassadorPortal',
    method: 'GET',
    path: '/api/ambassador/me',
    access: 'ambassador',
    rateLimit: { unlimited: 'A signed-in read with no side effects; the stage throttle bounds it.' },
    handler: 'ambassadors/handlers/portal',
    response: z.object({
      code: z.string(),
      firstName: z.nullable(z.string()),
      status: z.enum(AMBASSADOR_STATUSES),
      commissionRate: z.number(),
      /** `/?ref=<code>` on the app's origin. */
      link: z.string(),
      clicks: z.object({
        total: nonNegativeInteger(),
        last30Days: nonNegativeInteger(),
        byDay: z.array(z.object({ date: z.string(), clicks: nonNegativeInteger() })),
      }),
      signups: nonNegativeInteger(),
      trials: nonNegativeInteger(),
      payingSubscribers: nonNegativeInteger(),
      commissions: z.object({ pendingCents: integer(), dueCents: integer(), paidCents: integer() }),
      /** When the next held commission becomes due, and in how many days (null when nothing is held). */
      nextAvailableAt: z.nullable(z.string()),
      holdDaysLeft: z.nullable(nonNegativeInteger()),
      holdDays: nonNegativeInteger(),
      payoutMinimumCents: nonNegativeInteger(),
      entries: z.array(commissionEntry),
      statements: z.array(payoutStatement),
    }),
  }),
);

export const ambassadorRoutes = pure(
  () =>
    [
      submitAmbassadorApplication,
      adminListAmbassadors,
      adminCreateAmbassador,
      adminUpdateAmbassador,
      adminListApplications,
      adminApproveApplication,
      adminRejectApplication,
      adminListPayouts,
      adminMarkPayoutPaid,
      ambassadorPortal,
    ] as const,
);
