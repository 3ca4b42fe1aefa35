/** A toast as the product words it: a title and a text. */
export interface LeadMessage {
  readonly title: string;
  readonly description: string;
  readonly variant: 'default' | 'destructive';
}

/**
 * The `code` of an ApiError, read structurally: importing the class would pull the API client into
 * the prerendered page bundle, which loads it on submit.
 */
export function apiErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'ApiError' && typeof code === 'string' ? code : undefined;
}
