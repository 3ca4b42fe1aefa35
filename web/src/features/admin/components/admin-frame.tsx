import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_TAB_PARAM, paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';
import { Tabs, type TabDefinition } from '@/components/ui/tabs';
import '../admin.css';

export type AdminTabs = readonly [TabDefinition<string>, ...TabDefinition<string>[]];

export interface AdminFrameProps {
  /** The signed-in admin's email, as the gate's whoami answered it. */
  readonly email: string | null;
  /** The first tab is the default one and has no `?tab=` in the URL. */
  readonly tabs: AdminTabs;
}

/**
 * The admin dashboard around its tools: the heading, the ways to the ambassadors page and the
 * creator-profile chat, and the tab chosen in the URL (`?tab=debug`), so a tool can be linked and survives a reload.
 */
export function AdminFrame({ email, tabs }: AdminFrameProps) {
  const [search, setSearch] = useSearchParams();
  const requested = search.get(ADMIN_TAB_PARAM);
  const selected = tabs.find((tab) => tab.id === requested)?.id ?? tabs[0].id;

  function select(id: string) {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === tabs[0].id) next.delete(ADMIN_TAB_PARAM);
        else next.set(ADMIN_TAB_PARAM, id);
        return next;
      },
      // Switching tools is not a page visit: Back leaves the admin area rather than cycling tabs.
      { replace: true },
    );
  }

  return (
    <div className="admin-page">
      <header className="admin-header">
        <div className="admin-header__text">
          <h1 className="admin-header__title">Admin Dashboard</h1>
          {email ? <p className="muted admin-header__who">{`Signed in as ${email}`}</p> : null}
        </div>
        <nav className="admin-actions" aria-label="Admin pages">
          <Link to={paths.adminAmbassadors} className={buttonClass({ variant: 'outline', size: 'small' })}>
            Ambassadors
          </Link>
          <Link to={paths.createUserContentProfile} className={buttonClass({ variant: 'outline', size: 'small' })}>
            Creator profile chat
          </Link>
        </nav>
      </header>
      <Tabs label="Admin tools" tabs={tabs} selected={selected} onSelect={select} />
    </div>
  );
}
