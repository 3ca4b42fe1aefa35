import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabDefinition<Id extends string> {
  readonly id: Id;
  readonly label: string;
  /** Shown instead of `label` on narrow screens; the accessible name stays `label`. */
  readonly shortLabel?: string;
  /** Extra content after the label, e.g. a count of new items. */
  readonly badge?: ReactNode;
  readonly panel: ReactNode;
}

export interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  readonly label: string;
  readonly tabs: readonly TabDefinition<Id>[];
  readonly selected: Id;
  readonly onSelect: (id: Id) => void;
  readonly className?: string;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: arrow keys, Home and End move between
 * tabs, and only the selected tab is in the tab order. A panel mounts the first time its tab is
 * opened and then stays mounted (hidden), so what it loaded and what was typed survive a switch.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, className }: TabsProps<Id>) {
  const base = useId();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const [opened, setOpened] = useState<ReadonlySet<Id>>(() => new Set([selected]));
  if (!opened.has(selected)) setOpened(new Set(opened).add(selected));

  const tabId = (id: Id) => `${base}-tab-${id}`;
  const panelId = (id: Id) => `${base}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  }

  return (
    <div className={className ? `tabs ${className}` : 'tabs'}>
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              // A panel that was never opened is not in the document yet.
              aria-controls={opened.has(tab.id) ? panelId(tab.id) : undefined}
              tabIndex={active ? 0 : -1}
              className="tabs__tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.shortLabel ? (
                <>
                  <span className="tabs__label tabs__label--long">{tab.label}</span>
                  <span className="tabs__label tabs__label--short" aria-hidden="true">
                    {tab.shortLabel}
                  </span>
                </>
              ) : (
                <span className="tabs__label">{tab.label}</span>
              )}
              {tab.badge}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) =>
        opened.has(tab.id) ? (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            hidden={tab.id !== selected}
            tabIndex={0}
            className="tabs__panel"
          >
            {tab.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}
