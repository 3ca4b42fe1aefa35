import { useLoaderData } from 'react-router-dom';
import { PRODUCT_NAME } from '#functions/shared/product';
import { requireAdmin } from '../../features/admin/admin-access';
import { AmbassadorsPage } from '../../features/ambassadors-admin/components/ambassadors-page';
import { queryClient } from '../../lib/query-client';
// The admin area's layout classes (admin-page, admin-cards, admin-stat...), shared with the dashboard.
import '../../features/admin/admin.css';

/**
 * /admin/ambassadors behind the admin gate (docs/product-rules.md#admin-gate), as every admin route
 * is `access: 'admin'` on the server.
 */
export function adminAmbassadorsLoader() {
  return requireAdmin(queryClient);
}

export function AdminAmbassadorsRoute() {
  const identity = useLoaderData<typeof adminAmbassadorsLoader>();
  return (
    <>
      <title>{`Ambassadors | Admin | ${PRODUCT_NAME}`}</title>
      <AmbassadorsPage email={identity.email} />
    </>
  );
}
