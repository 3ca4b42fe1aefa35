import * as z from 'zod/mini';
import { AMBASSADOR_STATUSES, type AmbassadorStatus } from '#functions/ambassadors/routes';
import { emailAddress } from '#functions/shared/schemas';
import { DEFAULT_FORM_COMMISSION_RATE, ratePercent } from '#functions/ambassadors/commission';
import { REFERRAL_CODE_FORMAT } from '#functions/referrals/rules';
import type { AmbassadorListRow } from '../api/get-ambassadors';

/**
 * The add/edit dialog's form (docs/product-rules.md#ambassador-admin): code and email required, the
 * email in email format, the commission a number from 0 to 1 in steps of 0.01 (kept as the field's
 * text, so a half-typed "0." is not lost), the status one of the three. The messages are the
 * contract's, so the browser and the server say the same thing.
 */
export const COMMISSION_MESSAGES = {
  notANumber: 'Commission must be a number from 0 to 1',
  range: 'Commission must be from 0 to 1',
  step: 'Commission goes in steps of 0.01',
} as const;

const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`));

export const ambassadorForm = z.object({
  code: z
    .string()
    .check(z.trim(), z.minLength(1, 'Code is required'), z.regex(REFERRAL_CODE_FORMAT, 'Referral codes are 3 to 20 letters or digits')),
  email: z.string().check(
    z.trim(),
    z.minLength(1, 'Email is required'),
    z.refine((value) => value === '' || emailAddress.safeParse(value).success, 'Please enter a valid email address'),
  ),
  firstName: optionalText(60),
  lastName: optionalText(60),
  phone: optionalText(40),
  company: optionalText(120),
  status: z.enum(AMBASSADOR_STATUSES, 'Status is active, inactive or pending'),
  commissionRate: z.string().check(
    z.trim(),
    z.superRefine((text, context) => {
      const value = Number(text);
      if (text === '' || !Number.isFinite(value))
        context.issues.push({ code: 'custom', message: COMMISSION_MESSAGES.notANumber, input: text });
      else if (value < 0 || value > 1) context.issues.push({ code: 'custom', message: COMMISSION_MESSAGES.range, input: text });
      else if (ratePercent(value) === null) context.issues.push({ code: 'custom', message: COMMISSION_MESSAGES.step, input: text });
    }),
  ),
  notes: optionalText(2000),
  earningStopped: z.boolean(),
});
export type AmbassadorFormSchema = typeof ambassadorForm;
export type AmbassadorFormValues = z.output<AmbassadorFormSchema>;

/**
 * A new ambassador: the admin form's default commission of 0.3
 * (docs/product-rules.md#ambassador-admin); the public page's 50% is for approved applications.
 */
export function emptyAmbassadorForm(): AmbassadorFormValues {
  return {
    code: '',
    email: '',
    firstName: '',
    lastName: '',
    phone: '',
    company: '',
    status: 'active',
    commissionRate: String(DEFAULT_FORM_COMMISSION_RATE),
    notes: '',
    earningStopped: false,
  };
}

export function ambassadorFormOf(row: AmbassadorListRow): AmbassadorFormValues {
  return {
    code: row.code,
    email: row.email,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    phone: row.phone ?? '',
    company: row.company ?? '',
    status: row.status,
    commissionRate: String(row.commissionRate),
    notes: row.notes ?? '',
    earningStopped: row.earningStopped,
  };
}

/** What the routes take: empty optional fields left out, the commission as a number. */
export function ambassadorFields(values: AmbassadorFormValues) {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    email: values.email.trim(),
    firstName: optional(values.firstName),
    lastName: optional(values.lastName),
    phone: optional(values.phone),
    company: optional(values.company),
    status: values.status as AmbassadorStatus,
    commissionRate: Number(values.commissionRate),
    notes: optional(values.notes),
    earningStopped: values.earningStopped,
  };
}

export const STATUS_OPTIONS = AMBASSADOR_STATUSES.map((status) => ({ value: status, label: status[0]!.toUpperCase() + status.slice(1) }));
