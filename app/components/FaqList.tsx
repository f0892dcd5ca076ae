import { useState } from "react";
import type { FaqItem } from "#shared/catalogue";
import { Accordion } from "./Accordion";

/** How many questions show before 'Show More'. */
export const FAQ_PREVIEW = 5;

/**
 * An FAQ accordion. Past FAQ_PREVIEW items a 'Show More' / 'Show Less' toggle appears;
 * without script every question is simply listed. Questions are h3 under a section's h2, or
 * h2 on a page that is only questions.
 */
export function FaqList({
  items,
  group,
  headingLevel = 3,
}: {
  items: FaqItem[];
  group: string;
  headingLevel?: 2 | 3;
}) {
  const [expanded, setExpanded] = useState(false);
  const collapsible = items.length > FAQ_PREVIEW;
  return (
    <div className={`faq${collapsible && !expanded ? " faq--collapsed" : ""}`} id={`${group}-list`}>
      <Accordion
        group={group}
        headingLevel={headingLevel}
        items={items.map((item, index) => ({
          id: item.id,
          title: item.question,
          body: item.answer,
          extra: index >= FAQ_PREVIEW,
        }))}
      />
      {collapsible ? (
        <button
          type="button"
          className="button button--ghost faq__toggle js-only"
          aria-expanded={expanded}
          aria-controls={`${group}-list`}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? "Show Less" : "Show More"}
        </button>
      ) : null}
    </div>
  );
}
