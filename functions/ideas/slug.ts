/**
 * Public idea slugs (docs/product-rules.md#public-pages): `idea-{digits}-{letter}`,
 * case-insensitive, e.g. `idea-4-b`. The getPublicIdea route checks its slug with this format, so a
 * slug parseIdeaSlug accepts is one the API accepts, and the web app builds its links with
 * ideaSlug.
 */
export const IDEA_SLUG_FORMAT = /^idea-(\d{1,6})-([a-z])$/i;

export interface IdeaSlug {
  readonly ideaNumber: number;
  /** Upper-case, as content_ideas stores it. */
  readonly variant: string;
}

export function parseIdeaSlug(slug: string): IdeaSlug | null {
  const match = IDEA_SLUG_FORMAT.exec(slug);
  if (!match) return null;
  return { ideaNumber: Number(match[1]), variant: match[2]!.toUpperCase() };
}

/** `idea-4-b` for idea 4, variant B: the variant goes lower-case in addresses. */
export function ideaSlug(ideaNumber: number, variant: string): string {
  return `idea-${ideaNumber}-${variant.toLowerCase()}`;
}
