// /home is the home page at a second address (its canonical link names /).
export { action, default, loader, meta } from "./_index";
