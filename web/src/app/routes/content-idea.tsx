import { useParams } from 'react-router-dom';
import { PRODUCT_NAME } from '#functions/shared/product';
import { requireSubscriber } from '../../features/dashboard/dashboard-access';
import { IdeaPage } from '../../features/ideas/components/idea-page';
import { queryClient } from '../../lib/query-client';

/** The dashboard's guard (session, then subscriber record): an idea is only for subscribers. */
export async function contentIdeaLoader(): Promise<null> {
  await requireSubscriber(queryClient);
  return null;
}

/** /content-idea/{id}: one unlocked idea. */
export function ContentIdeaRoute() {
  const { ideaId = '' } = useParams();
  return (
    <>
      <title>{`Content Idea | ${PRODUCT_NAME}`}</title>
      <IdeaPage key={ideaId} ideaId={ideaId} />
    </>
  );
}
