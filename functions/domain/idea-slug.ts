/**
 * Public idea slugs (spec 5): `idea-{digits}-{letter}`, case-insensitive, e.g. `idea-4-b`.
 * The digit bound matches the getPublicIdea route, so a slug this accepts is one the API accepts.
 */
const IDEA_SLUG = /^idea-(\d{1,6})-([a-z])$/i;

export interface IdeaSlug {
  readonly ideaNumber: number;
  /** Upper-case, as content_ideas stores it. */
  readonly variant: string;
}

export function parseIdeaSlug(slug: string): IdeaSlug | null {
  const match = IDEA_SLUG.exec(slug);
  if (!match) return null;
  return { ideaNumber: Number(match[1]), variant: match[2]!.toUpperCase() };
}
