import { SearchPage } from '../components/search-page';
import { socialMediaContentIdeas } from '../data/social-media-content-ideas';
import { socialFaq } from '../data/faqs';
import '../search.css';

export default function SocialMediaContentIdeasPage() {
  return <SearchPage content={socialMediaContentIdeas} faq={socialFaq} />;
}
