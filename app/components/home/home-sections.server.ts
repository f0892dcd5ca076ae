// The home page's lower sections as the server renders them: an empty module in the browser bundle.
export { HomeSections } from "./HomeSections";
