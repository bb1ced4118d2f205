import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tab-list.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** Ids that tie a tab to its panel; `base` comes from `useId()` in the owner. */
export const tabIds = (base: string, key: string) => ({
  tab: `${base}-tab-${key}`,
  panel: `${base}-panel-${key}`,
});

interface TabListProps<K extends string> {
  /** What the tabs choose between, for screen readers. */
  label: string;
  idBase: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and select
 * them. The owner renders the panel with `role="tabpanel"` and the ids from `tabIds`.
 */
export function TabList<K extends string>({
  label,
  idBase,
  tabs,
  selected,
  onSelect,
  className,
}: TabListProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);

  // A tab opened from a link may sit past the edge of a narrow, scrolling row: show it.
  useEffect(() => {
    const list = listRef.current;
    const tab = document.getElementById(tabIds(idBase, selected).tab);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const left = tab.offsetLeft; // the list is positioned: it is the tab's offset parent
    if (left < list.scrollLeft || left + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, left - (list.clientWidth - tab.offsetWidth) / 2);
    }
  }, [idBase, selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    document.getElementById(tabIds(idBase, tab.key).tab)?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label={label} className={`tab-list ${className ?? ''}`}>
      {tabs.map((tab, index) => {
        const ids = tabIds(idBase, tab.key);
        const isSelected = tab.key === selected;
        return (
          <button
            key={tab.key}
            id={ids.tab}
            type="button"
            role="tab"
            className="tab-list__tab"
            aria-selected={isSelected}
            aria-controls={ids.panel}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => {
              onSelect(tab.key);
            }}
            onKeyDown={(event) => {
              onKeyDown(event, index);
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps {
  idBase: string;
  /** The selected tab's key: the panel is labelled by that tab. */
  selected: string;
  className?: string;
  children: ReactNode;
}

/** The panel of the selected tab; give it `key={selected}` so each tab starts fresh. */
export function TabPanel({ idBase, selected, className, children }: TabPanelProps) {
  const ids = tabIds(idBase, selected);
  return (
    <div
      id={ids.panel}
      role="tabpanel"
      aria-labelledby={ids.tab}
      tabIndex={0}
      className={className ? `tab-panel ${className}` : 'tab-panel'}
    >
      {children}
    </div>
  );
}
