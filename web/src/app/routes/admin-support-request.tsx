import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PRODUCT_NAME } from '#functions/shared/product';
import { requireAdmin } from '../../features/admin/admin-access';
import { SupportRequestPage } from '../../features/support/components/support-request-page';
import { queryClient } from '../../lib/query-client';
// The admin area's layout classes (admin-page, admin-header...).
import '../../features/admin/admin.css';

/** /admin/support/:requestId behind the admin gate (docs/product-rules.md#admin-gate), as its routes are `access: 'admin'`. */
export async function adminSupportRequestLoader({ params }: LoaderFunctionArgs) {
  const identity = await requireAdmin(queryClient);
  return { identity, requestId: params.requestId ?? '' };
}

export function AdminSupportRequestRoute() {
  const { identity, requestId } = useLoaderData<typeof adminSupportRequestLoader>();
  return (
    <>
      <title>{`Support request | Admin | ${PRODUCT_NAME}`}</title>
      <div className="admin-page">
        <header className="admin-header">
          <div className="admin-header__text">
            <h1 className="admin-header__title">Support request</h1>
            {identity.email ? <p className="muted admin-header__who">{`Signed in as ${identity.email}`}</p> : null}
          </div>
        </header>
        <SupportRequestPage id={requestId} />
      </div>
    </>
  );
}
