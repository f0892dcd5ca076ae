// The home page's introductions. They reach the page as loader data (decision 0004), so the
// home page's script does not carry them, and the counts come from the catalogue.
import { inWords, type CatalogueSize } from "../catalogue/size";

export const homeIntro = (size: CatalogueSize) => ({
  eyebrow: "Premier Online Education Worldwide",
  title: "Stay One Step Ahead This Season",
  lead: `Live and recorded courses in ${inWords(size.departments)} departments, a real project with a mentor, and certificates for your course and your internship. New batches start every month.`,
  registrationLead:
    "Tell us what you want to learn and a course adviser will call you back, usually within one working day.",
});

export type HomeIntro = ReturnType<typeof homeIntro>;
