import { getPublicIdea } from '../../contract/routes-ideas';
import { findPublicIdea } from '../../data/ideas';
import { NotFound } from '../../domain/errors';
import { parseIdeaSlug } from '../../domain/idea-slug';
import { routeHandler } from '../http/handler';

export const handler = routeHandler(getPublicIdea, async ({ params }) => {
  const slug = parseIdeaSlug(params.slug);
  const idea = slug && (await findPublicIdea(params.niche, params.subNiche, slug.ideaNumber, slug.variant));
  if (!idea) throw new NotFound('Content not found');
  return { idea };
});
