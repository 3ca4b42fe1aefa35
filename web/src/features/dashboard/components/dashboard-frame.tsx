import { useSearchParams } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Tabs, type TabDefinition } from '@/components/ui/tabs';
import { DASHBOARD_TAB_PARAM } from '@/config/paths';
import { DashboardHeader } from './dashboard-header';
import '../dashboard.css';

export type DashboardTabs = readonly [TabDefinition<string>, ...TabDefinition<string>[]];

export interface DashboardFrameProps {
  readonly name: string;
  /** The first tab is the default one and has no `?tab=` in the URL. */
  readonly tabs: DashboardTabs;
  /** Shown above the tabs whichever is open, e.g. a problem with the account that needs the user. */
  readonly notice?: ReactNode;
}

/** The dashboard page around its tabs: greeting, Sign Out, and the tab chosen in the URL. */
export function DashboardFrame({ name, tabs, notice }: DashboardFrameProps) {
  const [search, setSearch] = useSearchParams();
  const requested = search.get(DASHBOARD_TAB_PARAM);
  const selected = tabs.find((tab) => tab.id === requested)?.id ?? tabs[0].id;

  function select(id: string) {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === tabs[0].id) next.delete(DASHBOARD_TAB_PARAM);
        else next.set(DASHBOARD_TAB_PARAM, id);
        return next;
      },
      // Switching tabs is not a page visit: Back leaves the dashboard rather than cycling tabs.
      { replace: true },
    );
  }

  return (
    <div className="dash-page">
      <DashboardHeader name={name} />
      {notice}
      <Tabs label="Dashboard" tabs={tabs} selected={selected} onSelect={select} />
    </div>
  );
}
