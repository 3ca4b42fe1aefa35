import { SearchPage } from '@/features/search-pages/components/search-page';
import { tiktokContentIdeas } from '@/features/search-pages/data/tiktok-content-ideas';
import { tiktokFaq } from '@/features/search-pages/data/faqs';
import '@/features/search-pages/search.css';

export default function TiktokContentIdeasPage() {
  return <SearchPage content={tiktokContentIdeas} faq={tiktokFaq} />;
}
