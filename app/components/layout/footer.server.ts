// The footer as the server renders it: an empty module in the browser bundle (see Island.tsx).
export { FooterContent } from "./FooterContent";
