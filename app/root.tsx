import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { isDeskPath } from "#shared/desk";
import { readSuccessView } from "#shared/forms";
import { ErrorPage } from "./components/ErrorPage";
import { SiteFooter } from "./components/layout/SiteFooter";
import { SiteHeader } from "./components/layout/SiteHeader";
import { SectionLink } from "./components/SectionLink";
import { departmentLinks } from "./lib/catalogue.server";
import { useDocumentScripts } from "./lib/document-scripts";
import { PRELOADER_SEEN, useRootData, type RootData } from "./lib/root-data";
import { noticesFor } from "./lib/privacy.server";
import { businessYear } from "./lib/site.server";
import appStyles from "./styles/app.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** Used only when a page failed: every page names its own title otherwise. */
export const meta: MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? "Page not found" : "Something went wrong"} | Aptora Learning` },
    { name: "robots", content: "noindex" },
  ];
};

/** Nothing of the visitor: the same data for everyone who asks for this address. */
export function loader({ request, context }: LoaderFunctionArgs): RootData {
  return {
    origin: context.origin,
    sent: readSuccessView(new URL(request.url).searchParams),
    year: businessYear(context.services.config, context.services.now()),
    ...noticesFor(context.services.config, "newsletter"),
    departmentLinks: departmentLinks(),
  };
}

// Before anything paints: mark that scripts run (styles for sliders and toggles key off
// it), move old hash-router links (/#/computerscience/aws) to their real address, and
// let the home page's preloader play once per browser session and never for an address
// that names a section (see Preloader.tsx). The policy allows it by its hash, as every
// inline script that carries the render's mark (see server/web/response-headers.ts).
const bootScript = `(function(h,k){h.classList.replace("no-js","js");if(location.hash.indexOf("#/")===0){location.replace(location.hash.slice(1)||"/")}try{var home=/^\\/(home)?$/.test(location.pathname);if(sessionStorage.getItem(k)||home&&location.hash.length>1)h.classList.add(k);if(home)sessionStorage.setItem(k,"1")}catch(e){}})(document.documentElement,"${PRELOADER_SEEN}")`;

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const scripts = useDocumentScripts();
  const error = useRouteError();
  const { pathname } = useLocation();
  // Marks the moment the page is interactive (tests and scripts wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // Every error page is the same bytes, whatever the address: the signup goes back home.
  const newsletterReturnTo = error ? "/" : pathname === "/newsletter" ? null : undefined;
  // The staff desk has its own header (app/routes/desk.tsx), and no public footer or newsletter.
  const desk = isDeskPath(pathname);
  return (
    <html lang="en-IN" className="no-js" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2b2d7c" />
        <script nonce={scripts.mark} dangerouslySetInnerHTML={{ __html: bootScript }} />
        <script
          nonce={scripts.mark}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: scripts.landingPage }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Keyboard focus moves with it, as a plain link to #main would move it. */}
        <SectionLink
          className="skip-link"
          section="main"
          onClick={() => document.getElementById("main")?.focus({ preventScroll: true })}
        >
          Skip to content
        </SectionLink>
        {desk ? null : <SiteHeader />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {desk ? null : (
          <SiteFooter
            newsletterReturnTo={newsletterReturnTo}
            year={root?.year}
            departments={root?.departmentLinks ?? []}
          />
        )}
        <ScrollRestoration nonce={scripts.mark} />
        <Scripts nonce={scripts.mark} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} />;
}
