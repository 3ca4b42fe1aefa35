import { SearchPage } from '../components/search-page';
import { contentIdeasGenerator } from '../data/content-ideas-generator';
import { generatorFaq } from '../data/faqs';
import '../search.css';

export default function ContentIdeasGeneratorPage() {
  return <SearchPage content={contentIdeasGenerator} faq={generatorFaq} />;
}
