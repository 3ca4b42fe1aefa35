import { PRODUCT_NAME } from '#functions/shared/product';
import { requireAmbassador } from '../../features/ambassador-portal/portal-access';
import { AmbassadorPortal } from '../../features/ambassador-portal/components/ambassador-portal';
import { queryClient } from '../../lib/query-client';

/** The portal's gate: /auth without a session; home with the toast for anyone but an ambassador. */
export function ambassadorLoader() {
  return requireAmbassador(queryClient);
}

/** /ambassador (docs/product-rules.md#ambassador-portal): the ambassador's own link and figures. */
export function AmbassadorRoute() {
  return (
    <>
      <title>{`Ambassador Portal | ${PRODUCT_NAME}`}</title>
      <AmbassadorPortal />
    </>
  );
}
