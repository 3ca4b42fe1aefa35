import { PRODUCT_NAME } from '#functions/shared/product';
import { PageStatus } from '../../components/page-status';

/**
 * What every admin page shows while the admin gate decides (docs/product-rules.md#admin-gate). On
 * the route itself, outside the page's lazy chunk, so it shows from the first paint. The words
 * match VERIFYING_ADMIN_ACCESS in features/admin/admin-access.ts, written here so this stays out of
 * the admin chunk.
 */
export function AdminPending() {
  return (
    <>
      <title>{`Admin | ${PRODUCT_NAME}`}</title>
      <PageStatus>Verifying admin access...</PageStatus>
    </>
  );
}
