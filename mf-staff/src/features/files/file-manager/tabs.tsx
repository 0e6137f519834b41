import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
  /**
   * Whether the panel itself is a Tab stop (the default): true unless it starts with something
   * focusable (a table's scroll box), so that the keyboard reaches its content in one step.
   */
  panelFocusable?: boolean;
}

interface TabsProps<K extends string> {
  /** Names the tab list for screen readers ("Files"). */
  label: string;
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

/** Keys that move between tabs, and where to (from `index` of `count`). */
const moves: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The WAI-ARIA tabs pattern (automatic activation): a `tablist` of `tab` buttons, each
 * controlling its `tabpanel`. Only the selected tab is in the Tab order; the arrow keys (and Home
 * and End) move to another tab and show its panel. Every panel stays in the page, hidden when
 * not selected, so that switching keeps what each shows.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect }: TabsProps<K>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = (key: K) => `${baseId}-panel-${key}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    if (!next) return;
    onSelect(next.key);
    tabRefs.current.get(next.key)?.focus();
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list">
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              className="tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab.key)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          className="tab-panel"
          tabIndex={tab.panelFocusable === false ? undefined : 0}
          hidden={tab.key !== selected}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
