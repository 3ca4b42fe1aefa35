import { useParams } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../../functions/domain/product';
import { useDashboardSession } from '@/features/dashboard/use-dashboard-session';
import { IdeaPage } from '@/features/ideas/components/idea-page';

/** /content-idea/{id}: the dashboard's guard (session, then subscriber record), then the idea. */
export function ContentIdeaRoute() {
  const { ideaId = '' } = useParams();
  const session = useDashboardSession();
  return (
    <>
      <title>{`Content Idea | ${PRODUCT_NAME}`}</title>
      {session.status === 'checking' ? (
        <div className="idea-page idea-page--state">
          <p className="muted" role="status">
            Loading content idea...
          </p>
        </div>
      ) : (
        <IdeaPage key={ideaId} ideaId={ideaId} />
      )}
    </>
  );
}
