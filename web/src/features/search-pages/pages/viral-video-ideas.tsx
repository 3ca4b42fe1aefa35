import { SearchPage } from '../components/search-page';
import { viralVideoIdeas } from '../data/viral-video-ideas';
import { viralFaq } from '../data/faqs';
import '../search.css';

export default function ViralVideoIdeasPage() {
  return <SearchPage content={viralVideoIdeas} faq={viralFaq} />;
}
