import { SearchPage } from '@/features/search-pages/components/search-page';
import { socialMediaContentIdeas } from '@/features/search-pages/data/social-media-content-ideas';
import { socialFaq } from '@/features/search-pages/data/faqs';
import '@/features/search-pages/search.css';

export default function SocialMediaContentIdeasPage() {
  return <SearchPage content={socialMediaContentIdeas} faq={socialFaq} />;
}
