import { PRODUCT_NAME } from '#functions/shared/product';
import { PageStatus } from '../../components/page-status';

/** What the pages of email links show while their loader works: outside their lazy chunk, from the first paint. */

export function RatingPending() {
  return (
    <>
      <title>{`Rating | ${PRODUCT_NAME}`}</title>
      <PageStatus>Saving your rating...</PageStatus>
    </>
  );
}

export function FeedbackPending() {
  return (
    <>
      <title>{`Feedback | ${PRODUCT_NAME}`}</title>
      <PageStatus>Saving your answer...</PageStatus>
    </>
  );
}

export function EmailSettingsPending() {
  return (
    <>
      <title>{`Email settings | ${PRODUCT_NAME}`}</title>
      <PageStatus>Loading your email settings...</PageStatus>
    </>
  );
}
