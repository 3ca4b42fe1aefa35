import { SearchPage } from '../components/search-page';
import { youtubeContentIdeas } from '../data/youtube-content-ideas';
import { youtubeFaq } from '../data/faqs';
import '../search.css';

export default function YoutubeContentIdeasPage() {
  return <SearchPage content={youtubeContentIdeas} faq={youtubeFaq} />;
}
