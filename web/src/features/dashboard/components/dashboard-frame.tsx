import { useSearchParams } from 'react-router-dom';
import { Tabs, type TabDefinition } from '@/components/ui/tabs';
import { DashboardHeader } from './dashboard-header';
import '@/features/dashboard/dashboard.css';

/** `/dashboard?tab=subscription` opens that tab, so other pages and emails can link to it. */
export const DASHBOARD_TAB_PARAM = 'tab';

export type DashboardTabs = readonly [TabDefinition<string>, ...TabDefinition<string>[]];

export interface DashboardFrameProps {
  readonly name: string;
  /** The first tab is the default one and has no `?tab=` in the URL. */
  readonly tabs: DashboardTabs;
}

/** The dashboard page around its tabs: greeting, Sign Out, and the tab chosen in the URL. */
export function DashboardFrame({ name, tabs }: DashboardFrameProps) {
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
      <Tabs label="Dashboard" tabs={tabs} selected={selected} onSelect={select} />
    </div>
  );
}
