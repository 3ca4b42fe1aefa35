import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ContentIdea } from '../../../../../functions/contract/schemas';
import { parseIdeaSlug } from '../../../../../functions/domain/idea-slug';
import { PRODUCT_NAME } from '../../../../../functions/domain/product';
import { IdeaDetails } from '@/components/idea/example-idea-page';

interface Loaded {
  /** The niche/subNiche/slug the result belongs to, so a stale result is never shown for new params. */
  readonly key: string;
  readonly idea: ContentIdea | null;
}

/** /{niche}/{subNiche}/{ideaSlug}: an idea loaded from data (spec 2, "Dynamic public idea page"). */
export default function PublicIdeaPage() {
  const { niche = '', subNiche = '', ideaSlug = '' } = useParams();
  const key = `${niche}/${subNiche}/${ideaSlug}`;
  const validSlug = parseIdeaSlug(ideaSlug) !== null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!validSlug) {
      console.error('Invalid slug format:', ideaSlug);
      return;
    }
    let current = true;
    void fetchPublicIdea(niche, subNiche, ideaSlug).then((idea) => {
      if (current) setLoaded({ key, idea });
    });
    return () => {
      current = false;
    };
  }, [key, niche, subNiche, ideaSlug, validSlug]);

  if (validSlug && loaded?.key !== key) {
    return <p className="center-page">Loading...</p>;
  }
  const idea = validSlug ? loaded?.idea : null;
  if (!idea) {
    return (
      <div className="center-page">
        <title>{`Content not found | ${PRODUCT_NAME}`}</title>
        <p className="center-page__title">Content not found</p>
      </div>
    );
  }
  return (
    <div className="ex-main">
      <title>{`${idea.title} | ${PRODUCT_NAME}`}</title>
      <IdeaDetails idea={idea} />
    </div>
  );
}

/** The idea, or null when there is none or it could not be loaded (logged, never shown). */
async function fetchPublicIdea(niche: string, subNiche: string, slug: string): Promise<ContentIdea | null> {
  try {
    const [{ apiCall }, { getPublicIdea }] = await Promise.all([
      import('@/lib/api-client'),
      import('../../../../../functions/contract/routes'),
    ]);
    const { idea } = await apiCall(getPublicIdea, { params: { niche, subNiche, slug } });
    return idea;
  } catch (error) {
    console.error('Failed to load public idea:', `${niche}/${subNiche}/${slug}`, error);
    return null;
  }
}
