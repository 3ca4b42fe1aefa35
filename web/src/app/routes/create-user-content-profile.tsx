import { PRODUCT_NAME } from '#functions/shared/product';
import { requireAdmin } from '../../features/admin/admin-access';
import { ProfileChatPage } from '../../features/profile-chat/components/profile-chat-page';
import { queryClient } from '../../lib/query-client';

/** The admin gate (docs/product-rules.md#admin-gate): only an admin reaches the chat; anyone else is sent away with its toast. */
export function createUserContentProfileLoader() {
  return requireAdmin(queryClient);
}

/** /create-user-content-profile: the AI chat that writes a subscriber's creator profile. */
export function CreateUserContentProfileRoute() {
  return (
    <>
      <title>{`Creator Profile Chat | ${PRODUCT_NAME}`}</title>
      <ProfileChatPage />
    </>
  );
}
