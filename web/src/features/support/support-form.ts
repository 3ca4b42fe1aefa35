import * as z from 'zod/mini';
import { supportReplyInput, supportRequestInput } from '#functions/support/routes';
import { SUPPORT_CATEGORIES, SUPPORT_CATEGORY_LABELS } from '#functions/support/rules';
import type { Notice } from '@/components/ui/toast';

/** The Support tab's messages (docs/product-rules.md#support). */
export const supportNotices = {
  sent: { title: 'Request sent', description: 'We have emailed the team. The answer comes by email and shows here.' },
  failed: { title: 'Could not send your request', variant: 'destructive' },
  replied: { title: 'Reply sent', description: 'Emailed to the subscriber and kept on the request.' },
  replyFailed: { title: 'Could not send the reply', variant: 'destructive' },
} as const satisfies Record<string, Notice>;

/** The topics as the form's list shows them. */
export const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((value) => ({ value, label: SUPPORT_CATEGORY_LABELS[value] }));

export const EMPTY_SUPPORT_FORM = { subject: '', category: '', message: '' };

/** The form's values as the API takes them: the topic left on its placeholder is left out; the contract gives every message. */
export const supportFormSchema = z.pipe(
  z.pipe(
    z.object({ subject: z.string(), category: z.string(), message: z.string() }),
    z.transform(({ category, ...rest }) => (category === '' ? rest : { ...rest, category })),
  ),
  supportRequestInput,
);

export const replyFormSchema = supportReplyInput;
