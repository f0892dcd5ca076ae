// Where a visitor first came from in this browser session (docs/decisions/0022), stored without a
// cookie and without making pages differ: an inline script of every page (in the page's HTML, so it
// costs the script bundle nothing and runs before anything else) keeps the first page's path and
// query and its referrer in sessionStorage, and adds them to every form post as hidden fields at
// submit time. The server cleans and bounds them (server/leads/attribution.ts); without JavaScript
// it reads the post's Referer instead. The policy allows the script by its hash, like the boot
// script (server/web/response-headers.ts). The server entry puts its text in the page's HTML
// (app/lib/document-scripts.ts), neither in a script bundle (it must run before the bundle has
// loaded) nor in the page's data.
import {
  FIRST_LANDING_FIELD,
  FIRST_REFERRER_FIELD,
  FIRST_PAGE_FIELD_MAX as MAX,
} from "#shared/forms/transport";

/** The sessionStorage key of the first page of the session. */
export const LANDING_PAGE_KEY = "landing-page";

const names = JSON.stringify([FIRST_LANDING_FIELD, FIRST_REFERRER_FIELD]);

export const landingPageScript = `(function(k){try{var s=sessionStorage,t=s.getItem(k);if(!t){t=JSON.stringify([(location.pathname+location.search).slice(0,${MAX}),document.referrer.slice(0,${MAX})]);s.setItem(k,t)}t=JSON.parse(t);addEventListener("submit",function(e){var f=e.target;if(!f||f.method!=="post")return;${names}.forEach(function(n,i){var x=f.elements[n];if(!x){x=document.createElement("input");x.type="hidden";x.name=n;f.appendChild(x)}x.value=t[i]})},true)}catch(e){}})("${LANDING_PAGE_KEY}")`;
