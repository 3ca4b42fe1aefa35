import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Subscriber } from '../../../../functions/contract/schemas';
import { authPath, paths } from '@/config/paths';
import { notify } from '@/components/ui/toast';
import { getMe } from '@/lib/api/get-me';
import { AUTHENTICATION_ERROR, checkDashboardAccess, dropSession, DASHBOARD_LOGIN_MESSAGE } from './dashboard-access';

export type DashboardSession =
  | { readonly status: 'checking' }
  | {
      readonly status: 'ready';
      readonly email: string | null;
      readonly subscriber: Subscriber;
      /** Takes a record an API call answered with (plan change, cancel). */
      readonly setSubscriber: (subscriber: Subscriber) => void;
      /** Fetches the record again; a failure keeps what is shown and is only logged. */
      readonly reload: () => Promise<void>;
    };

/** The dashboard's guard and its one copy of the subscriber record. */
export function useDashboardSession(): DashboardSession {
  const navigate = useNavigate();
  const [account, setAccount] = useState<{ email: string | null; subscriber: Subscriber } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const access = await checkDashboardAccess();
      if (cancelled) return;
      switch (access.kind) {
        case 'ready':
          setAccount({ email: access.email, subscriber: access.subscriber });
          return;
        case 'signed-out':
          await navigate(authPath({ message: DASHBOARD_LOGIN_MESSAGE }), { replace: true });
          return;
        case 'no-subscriber':
          await navigate(paths.onboarding, { replace: true });
          return;
        case 'failed':
          console.error('Dashboard session check failed:', access.error);
          notify(AUTHENTICATION_ERROR);
          await dropSession();
          if (!cancelled) await navigate(paths.auth, { replace: true });
          return;
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  const setSubscriber = useCallback((subscriber: Subscriber) => {
    setAccount((previous) => (previous ? { ...previous, subscriber } : previous));
  }, []);

  const reload = useCallback(async () => {
    try {
      const { subscriber } = await getMe();
      if (subscriber) setSubscriber(subscriber);
    } catch (error) {
      console.error('Could not reload the subscriber:', error);
    }
  }, [setSubscriber]);

  return account ? { status: 'ready', ...account, setSubscriber, reload } : { status: 'checking' };
}
