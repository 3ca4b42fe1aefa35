import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PRODUCT_NAME } from '#functions/shared/product';
import { authPath, dashboardTabPath } from '../../config/paths';
import { EmailPreferencesPage } from '../../features/email-preferences/components/email-preferences-page';
import { loadAuth } from '../../lib/load-auth';

/** The /auth message for someone who opened /email-preferences without a link's token and without a session. */
export const EMAIL_SETTINGS_LOGIN_MESSAGE = 'Please log in to manage your email settings';

/**
 * With a link's token the page needs no session. Without one, the settings are the dashboard's
 * Settings tab: a signed-in user goes there, anyone else signs in first.
 */
export async function emailPreferencesLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<{ token: string }> {
  const token = new URL(request.url).searchParams.get('token')?.trim();
  if (token) return { token };
  let signedIn = false;
  try {
    signedIn = await (await loadAuth()).hasSession();
  } catch (error) {
    console.warn('Could not check for a session:', error);
  }
  throw redirect(signedIn ? dashboardTabPath('settings') : authPath({ message: EMAIL_SETTINGS_LOGIN_MESSAGE }));
}

/** /email-preferences?token=: the daily email's settings from a link in any email. */
export function EmailPreferencesRoute() {
  const { token } = useLoaderData<typeof emailPreferencesLoader>();
  return (
    <>
      <title>{`Email settings | ${PRODUCT_NAME}`}</title>
      <EmailPreferencesPage key={token} token={token} />
    </>
  );
}
