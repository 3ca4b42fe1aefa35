import { getPublicIdea } from '../routes';
import { findPublicIdea } from '../store';
import { NotFound } from '#functions/platform/errors';
import { parseIdeaSlug } from '../slug';
import { routeHandler } from '#functions/platform/http/handler';

export const handler = routeHandler(getPublicIdea, async ({ params }) => {
  const slug = parseIdeaSlug(params.slug);
  const idea = slug && (await findPublicIdea(params.niche, params.subNiche, slug.ideaNumber, slug.variant));
  if (!idea) throw new NotFound('Content not found');
  return { idea };
});
