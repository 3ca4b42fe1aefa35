import { SearchPage } from '@/features/search-pages/components/search-page';
import { youtubeContentIdeas } from '@/features/search-pages/data/youtube-content-ideas';
import { youtubeFaq } from '@/features/search-pages/data/faqs';
import '@/features/search-pages/search.css';

export default function YoutubeContentIdeasPage() {
  return <SearchPage content={youtubeContentIdeas} faq={youtubeFaq} />;
}
