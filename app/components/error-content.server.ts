// The error page as the server renders it: an empty module in the browser bundle.
export { ErrorContent } from "./ErrorContent";
