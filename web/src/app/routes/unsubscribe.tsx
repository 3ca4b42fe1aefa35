import { useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '#functions/shared/product';
import { UnsubscribePage } from '../../features/email-preferences/components/unsubscribe-page';

/** /unsubscribe?token=: the confirm page of an email's unsubscribe link. */
export function UnsubscribeRoute() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() || null;
  return (
    <>
      <title>{`Unsubscribe | ${PRODUCT_NAME}`}</title>
      <UnsubscribePage key={token} token={token} />
    </>
  );
}
