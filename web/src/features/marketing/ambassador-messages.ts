import * as z from 'zod/mini';
import { ambassadorApplicationInput, type AmbassadorApplicationInput } from '#functions/ambassadors/routes';
import type { Notice } from '../../components/ui/toast';

/** The application messages (docs/product-rules.md#ambassador-applications). */
export const applicationMessages = {
  submitted: {
    title: 'Application Submitted!',
    description: "Thank you for your interest. We'll review your application and get back to you within 24 hours.",
    variant: 'default',
  },
  failed: { title: 'Failed to submit application. Please try again.', variant: 'destructive' },
} as const satisfies Record<string, Notice>;

/** What the form holds: text as typed, an empty string for a list left on its placeholder. */
export interface ApplicationFormValues {
  name: string;
  email: string;
  company: string;
  website: string;
  audience_size: string;
  experience_level: string;
  additional_info: string;
  marketing_channels: string[];
}

export type ApplicationField = keyof ApplicationFormValues;

export const EMPTY_APPLICATION: ApplicationFormValues = {
  name: '',
  email: '',
  company: '',
  website: '',
  audience_size: '',
  experience_level: '',
  additional_info: '',
  marketing_channels: [],
};

const FIELDS = Object.keys(EMPTY_APPLICATION) as ApplicationField[];
const OPTIONAL: readonly ApplicationField[] = ['company', 'website', 'audience_size', 'experience_level', 'additional_info'];

/** What react-hook-form hands over, checked only for shape: the contract gives the messages. */
const formValues = z.object({
  name: z.string(),
  email: z.string(),
  company: z.string(),
  website: z.string(),
  audience_size: z.string(),
  experience_level: z.string(),
  additional_info: z.string(),
  marketing_channels: z.unknown(),
});

/**
 * The form's values as the API takes them: an optional field left blank is left out, so the
 * contract's own schema (the one the server checks with) gives every message the form shows.
 */
function toApplication(values: z.output<typeof formValues>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = values[field];
    if (field === 'marketing_channels') {
      // react-hook-form reads a group with every box unticked as [] (a lone box as false): no channel.
      out[field] = Array.isArray(value) ? value : [];
    } else if (!(OPTIONAL.includes(field) && typeof value === 'string' && value.trim() === '')) {
      out[field] = value;
    }
  }
  return out;
}

export const applicationFormSchema = z.pipe(z.pipe(formValues, z.transform(toApplication)), ambassadorApplicationInput);

export type ApplicationFormSchema = typeof applicationFormSchema;
export type { AmbassadorApplicationInput };

/** What the form does when submitting throws. */
export type ApplicationFailure =
  /** 400: the server's messages, under their fields. */
  | { readonly kind: 'fields'; readonly errors: ReadonlyArray<readonly [ApplicationField, string]> }
  /** 409 (an application from this email is already pending): the server's own words. */
  | { readonly kind: 'notice'; readonly notice: Notice }
  | { readonly kind: 'failed'; readonly notice: Notice };

/**
 * Reads the client's ApiError structurally: importing the class would pull the API client into
 * the prerendered page, which loads it on submit.
 */
export function applicationFailure(error: unknown): ApplicationFailure {
  const failed = { kind: 'failed', notice: applicationMessages.failed } as const;
  if (typeof error !== 'object' || error === null || (error as { name?: unknown }).name !== 'ApiError') return failed;
  const { status, message, fieldErrors } = error as { status?: unknown; message?: unknown; fieldErrors?: unknown };
  if (status === 409 && typeof message === 'string' && message !== '') {
    return { kind: 'notice', notice: { title: message, variant: 'destructive' } };
  }
  if (status === 400 && typeof fieldErrors === 'object' && fieldErrors !== null) {
    const errors = Object.entries(fieldErrors as Record<string, unknown>).flatMap(([path, messages]) => {
      // `marketing_channels.2` is a message about the channel list.
      const field = path.split('.')[0] as ApplicationField;
      const text = Array.isArray(messages) ? messages.find((m): m is string => typeof m === 'string') : undefined;
      return FIELDS.includes(field) && text ? [[field, text] as const] : [];
    });
    const unique = errors.filter(([field], index) => errors.findIndex(([other]) => other === field) === index);
    if (unique.length > 0) return { kind: 'fields', errors: unique };
  }
  return failed;
}
