import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { ErrorPage } from "./components/ErrorPage";
import { SiteFooter } from "./components/layout/SiteFooter";
import { SiteHeader } from "./components/layout/SiteHeader";
import { takeFlash } from "./lib/flash.server";
import { mintSubmissionKey, siteOrigin } from "./lib/site.server";
import appStyles from "./styles/app.css";
import { useNonce } from "./utils/nonce";

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

export async function loader({ request }: LoaderFunctionArgs) {
  const { flash, clear } = await takeFlash(request);
  return json(
    { origin: siteOrigin(request), submissionKey: mintSubmissionKey(), flash: flash ?? null },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

export type RootLoader = typeof loader;
export const useRootData = () => useRouteLoaderData<RootLoader>("root");

// Before anything paints: mark that scripts run (styles for sliders and toggles key off
// it), and move old hash-router links (/#/computerscience/aws) to their real address.
const bootScript = `document.documentElement.classList.replace("no-js","js");if(location.hash.indexOf("#/")===0){location.replace(location.hash.slice(1)||"/")}`;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Marks the moment the page is interactive (tests and scripts wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en-IN" className="no-js" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2b2d7c" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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
