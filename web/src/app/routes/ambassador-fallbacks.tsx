import { PRODUCT_NAME } from '#functions/shared/product';
import { PageStatus } from '../../components/page-status';

/** What /ambassador shows while its gate decides; outside the page's lazy chunk, so it shows from the first paint. */
export function AmbassadorPending() {
  return (
    <>
      <title>{`Ambassador Portal | ${PRODUCT_NAME}`}</title>
      <PageStatus>Loading your ambassador portal...</PageStatus>
    </>
  );
}
