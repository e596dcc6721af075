import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs: a tablist of buttons (roving tabindex: Left/Right arrows, Home and End move and
 * select), each controlling a tabpanel labelled by it. Hidden panels stay in the DOM (hidden), so
 * what they hold (the review form) keeps its state.
 */
export function Tabs({ label, items, className }: { label: string; items: TabItem[]; className?: string }) {
  const [selected, setSelected] = useState(items[0]?.key ?? '');
  const base = `tabs-${useId().replace(/:/g, '')}`;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (key: string, focus: boolean) => {
    setSelected(key);
    if (focus) refs.current[key]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = items.length - 1;
    const target = event.key === 'ArrowRight' ? (i === last ? 0 : i + 1) : event.key === 'ArrowLeft' ? (i === 0 ? last : i - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : -1;
    if (target < 0) return;
    event.preventDefault();
    select(items[target].key, true);
  };

  return (
    <div className={`cg-tabs${className ? ` ${className}` : ''}`}>
      <div role="tablist" aria-label={label} className="cg-tabs__list">
        {items.map((item, i) => {
          const on = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(el) => {
                refs.current[item.key] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.key}`}
              aria-selected={on}
              aria-controls={`${base}-panel-${item.key}`}
              tabIndex={on ? 0 : -1}
              className={`cg-tabs__tab${on ? ' is-selected' : ''}`}
              onClick={() => select(item.key, false)}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${base}-panel-${item.key}`}
          aria-labelledby={`${base}-tab-${item.key}`}
          tabIndex={0}
          hidden={item.key !== selected}
          className="cg-tabs__panel"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
