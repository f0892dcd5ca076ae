// What every desk page puts in its head: a title that says it is the desk, and a word to search
// engines that it is not theirs (robots.txt also keeps them out of /desk).
import type { LinksFunction, MetaDescriptor } from "@remix-run/node";
import { site } from "#shared/catalogue/site";
import deskStyles from "~/styles/desk.css";

/** A desk page's title ("Inbox | Aptora Learning desk") and noindex. */
export const deskMeta = (title: string): MetaDescriptor[] => [
  { title: `${title} | ${site.brandName} desk` },
  { name: "robots", content: "noindex" },
];

/** The desk's stylesheet: the desk's layout and the sign-in pages (which stand outside it) load it. */
export const deskLinks: LinksFunction = () => [{ rel: "stylesheet", href: deskStyles }];
