// /home is the home page at a second address (its canonical link names /).
export { action, default, links, loader, meta } from "./_index";
