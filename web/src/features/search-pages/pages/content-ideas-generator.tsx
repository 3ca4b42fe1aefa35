import { SearchPage } from '@/features/search-pages/components/search-page';
import { contentIdeasGenerator } from '@/features/search-pages/data/content-ideas-generator';
import { generatorFaq } from '@/features/search-pages/data/faqs';
import '@/features/search-pages/search.css';

export default function ContentIdeasGeneratorPage() {
  return <SearchPage content={contentIdeasGenerator} faq={generatorFaq} />;
}
