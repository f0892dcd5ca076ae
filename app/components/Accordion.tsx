import type { SyntheticEvent } from "react";

export interface AccordionItem {
  id: number | string;
  title: string;
  body: string;
  /** Hidden while a 'Show More' list is collapsed. */
  extra?: boolean;
}

/**
 * Native <details> elements sharing a name: the browser keeps one open at a time and
 * everything works without script. The toggle handler does the same for browsers
 * that do not know exclusive accordions yet.
 */
export function Accordion({
  group,
  items,
  headingLevel = 3,
}: {
  group: string;
  items: AccordionItem[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const closeOthers = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    opened.parentElement
      ?.querySelectorAll<HTMLDetailsElement>(`details[data-group="${group}"][open]`)
      .forEach((other) => {
        if (other !== opened) other.open = false;
      });
  };
  return (
    <div className="accordion">
      {items.map((item, index) => (
        <details
          key={item.id}
          className={`accordion__item${item.extra ? " accordion__item--extra" : ""}`}
          data-group={group}
          {...{ name: group }}
          open={index === 0 || undefined}
          onToggle={closeOthers}
        >
          <summary>
            <Heading className="accordion__title">{item.title}</Heading>
          </summary>
          <div className="accordion__body">
            <p>{item.body}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
