import { SearchPage } from '../components/search-page';
import { tiktokContentIdeas } from '../data/tiktok-content-ideas';
import { tiktokFaq } from '../data/faqs';
import '../search.css';

export default function TiktokContentIdeasPage() {
  return <SearchPage content={tiktokContentIdeas} faq={tiktokFaq} />;
}
