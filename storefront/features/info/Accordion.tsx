import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AccordionItem {
  id: string | number;
  heading: string;
  body: ReactNode;
}

/**
 * WAI-ARIA accordion: each heading holds a button with aria-expanded and aria-controls; its panel
 * is a region labelled by the button. Enter and Space toggle (native buttons); Arrow Up/Down move
 * between the buttons, Home and End go to the first and last. Several panels may be open.
 */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const base = useId().replace(/:/g, '');
  const [open, setOpen] = useState<ReadonlySet<string | number>>(() => new Set());
  const Heading = `h${headingLevel}` as 'h3';

  const toggle = (id: string | number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    const root = event.currentTarget.closest('.cg-accordion');
    const buttons = Array.from(root?.querySelectorAll<HTMLButtonElement>('.cg-accordion__button') ?? []);
    const at = buttons.indexOf(event.currentTarget);
    if (at < 0 || buttons.length === 0) return;
    event.preventDefault();
    const last = buttons.length - 1;
    const to =
      event.key === 'Home' ? 0 : event.key === 'End' ? last : event.key === 'ArrowDown' ? (at === last ? 0 : at + 1) : at === 0 ? last : at - 1;
    buttons[to].focus();
  };

  return (
    <div className="cg-accordion">
      {items.map((item, i) => {
        const expanded = open.has(item.id);
        const buttonId = `${base}-q${i}`;
        const panelId = `${base}-a${i}`;
        return (
          <div key={item.id} className={`cg-accordion__item${expanded ? ' is-open' : ''}`}>
            <Heading className="cg-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="cg-accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={onKeyDown}
              >
                <span>{item.heading}</span>
                <svg className="cg-accordion__chevron" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="cg-accordion__panel" hidden={!expanded}>
              {item.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}
