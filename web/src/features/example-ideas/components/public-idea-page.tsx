import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { parseIdeaSlug } from '#functions/ideas/slug';
import { PRODUCT_NAME } from '#functions/shared/product';
import { IdeaDetails } from '@/components/idea/idea-details';
import { usePublicIdea } from '../api/get-public-idea';
import { TrialCta } from './trial-cta';

/** /{niche}/{subNiche}/{ideaSlug}: an idea loaded from data (docs/product-rules.md#public-pages). */
export default function PublicIdeaPage() {
  const { niche = '', subNiche = '', ideaSlug = '' } = useParams();
  const validSlug = parseIdeaSlug(ideaSlug) !== null;
  const { data: idea, error, isPending } = usePublicIdea({ niche, subNiche, slug: ideaSlug }, { enabled: validSlug });

  // A malformed slug is logged and nothing loads (docs/product-rules.md#public-pages); a failed
  // load is logged, never shown.
  useEffect(() => {
    if (!validSlug) console.error('Invalid slug format:', ideaSlug);
  }, [validSlug, ideaSlug]);
  useEffect(() => {
    if (error) console.error('Failed to load public idea:', `${niche}/${subNiche}/${ideaSlug}`, error);
  }, [error, niche, subNiche, ideaSlug]);

  if (validSlug && isPending) {
    return <p className="center-page">Loading...</p>;
  }
  if (!validSlug || !idea) {
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
      <TrialCta />
    </div>
  );
}
