import { PRODUCT_NAME } from '#functions/shared/product';
import { PageStatus } from '../../components/page-status';

/**
 * What the dashboard and the idea page show while their guard decides (the loading texts of
 * docs/product-rules.md#dashboard and docs/product-rules.md#idea-page).
 * They sit on the route itself, outside its lazy chunk, so they show from the first paint of a
 * page load, while the chunk and the guard's calls are still on their way.
 */

export function DashboardPending() {
  return (
    <>
      <title>{`Dashboard | ${PRODUCT_NAME}`}</title>
      <PageStatus>Loading your dashboard...</PageStatus>
    </>
  );
}

export function ContentIdeaPending() {
  return (
    <>
      <title>{`Content Idea | ${PRODUCT_NAME}`}</title>
      <PageStatus>Loading content idea...</PageStatus>
    </>
  );
}
