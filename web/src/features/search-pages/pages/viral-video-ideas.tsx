import { SearchPage } from '@/features/search-pages/components/search-page';
import { viralVideoIdeas } from '@/features/search-pages/data/viral-video-ideas';
import { viralFaq } from '@/features/search-pages/data/faqs';
import '@/features/search-pages/search.css';

export default function ViralVideoIdeasPage() {
  return <SearchPage content={viralVideoIdeas} faq={viralFaq} />;
}
