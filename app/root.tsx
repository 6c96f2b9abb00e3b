import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  type Location,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { type FlashData, FlashToast } from "~/components/admin/flash-toast";
import { copyrightYears } from "~/components/site/copyright";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import { NotFoundView } from "~/components/site/not-found";
import { StickyReserveBar } from "~/components/site/sticky-bar";
import { Stylesheet } from "~/components/site/stylesheet";
import { buttonClass } from "~/components/ui/button";
import { ToastProvider } from "~/components/ui/toast";
import { dictionary, loadDictionary, useLang, useT } from "~/i18n";
import {
  isLang,
  LANG_CHOSEN_COOKIE,
  LANG_STORAGE_KEY,
  langCookieString,
  langFromCookies,
  localizePath,
  requestPath,
  splitLang,
} from "~/i18n/lang";
import { DictionaryPreload } from "~/i18n/preload";
import { FLASH_TEXT } from "~/i18n/staff";
import { isSignedIn } from "~/lib/auth.server";
import { languageContext, requestInfoContext } from "~/lib/context.server";
import { readFlash, SESSION_COOKIE } from "~/lib/session.server";
import type { RootData } from "~/seo/meta";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import serifHeadings from "./assets/fonts/cormorant-garamond-latin-600-normal.woff2?url";
import sansText from "./assets/fonts/inter-latin-wght-400-700.woff2?url";

/** The one place the language of a request is decided: from its address (decision 011). */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    context.set(languageContext, splitLang(requestPath(request)).lang);
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(requestInfoContext);
  const cookieHeader = request.headers.get("Cookie");
  const root: RootData & { flash: FlashData | null } = {
    lang: context.get(languageContext),
    siteUrl: env.SITE_URL,
    signedIn: cookieHeader?.includes(SESSION_COOKIE) ? await isSignedIn(request) : false,
    company: {
      name: env.COMPANY_NAME,
      phone: env.COMPANY_PHONE,
      email: env.COMPANY_EMAIL,
      whatsapp: env.COMPANY_WHATSAPP,
    },
    copyright: copyrightYears(new Date()),
    flash: null,
  };
  // The one-shot message is read once, then its cookie is cleared.
  const flashed = await readFlash(cookieHeader, env);
  if (!flashed) return root;
  const text: { title: string; description?: string } = FLASH_TEXT[flashed.flash.kind];
  const flash: FlashData = { id: flashed.flash.id, ...text };
  return data({ ...root, flash }, { headers: { "Set-Cookie": flashed.clear } });
}

/**
 * In the browser, before a page in the other language renders, its texts are fetched: the browser
 * holds only the languages it has shown (app/i18n/dictionary.browser.ts).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const root = await serverLoader();
  await loadDictionary(root.lang);
  return root;
}

export const links: Route.LinksFunction = () => [
  // The two faces of every page's first screen, fetched with the document rather than once the
  // page is laid out: the headings' (its largest text) and the text's.
  { rel: "preload", href: serifHeadings, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: sansText, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * Keeps local storage (the reference) and the cookie (read by the server) in agreement. A choice
 * made without the script (the server set the cookie and `lang_chosen`) is the newer one: storage
 * takes it, rather than putting back the language it held.
 */
function useLanguageMirror() {
  useEffect(() => {
    try {
      const stored = window.localStorage.getItem(LANG_STORAGE_KEY);
      const cookie = langFromCookies(document.cookie);
      if (document.cookie.split(/;\s*/).includes(`${LANG_CHOSEN_COOKIE}=1`)) {
        // biome-ignore lint/suspicious/noDocumentCookie: the one-time marker is removed once read
        document.cookie = `${LANG_CHOSEN_COOKIE}=; path=/; max-age=0; samesite=lax`;
        if (cookie) {
          window.localStorage.setItem(LANG_STORAGE_KEY, cookie);
          return;
        }
      }
      if (isLang(stored) && stored !== cookie) {
        // biome-ignore lint/suspicious/noDocumentCookie: preference cookie mirrored from local storage
        document.cookie = langCookieString(stored, window.location.protocol === "https:");
      } else if (!isLang(stored) && cookie) {
        window.localStorage.setItem(LANG_STORAGE_KEY, cookie);
      }
    } catch {
      // storage disabled: the cookie alone carries the choice
    }
  }, []);
}

/**
 * The key a scroll position is saved under. An in-page jump (a link to "#hotel", a hash set by a
 * script) adds a history entry the router did not create, whose key is always "default": with that
 * key alone, the second jump restored the position saved for the first and the page slid back. Those
 * entries are told apart by their hash; the server, which never sees one, renders the same script.
 */
function scrollKey(location: Location) {
  return location.key === "default" && location.hash ? `default${location.hash}` : location.key;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = useLang();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c1a2b" />
        <Meta />
        <DictionaryPreload lang={lang} />
        <Stylesheet href={appCss} />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        <ScrollRestoration getKey={scrollKey} />
        <Scripts />
      </body>
    </html>
  );
}

function Chrome({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData & { flash?: FlashData | null }>("root");
  const t = useT();
  useLanguageMirror();
  const company = data?.company ?? { name: "", phone: "", email: "", whatsapp: "" };
  return (
    <ToastProvider>
      <a
        href="#main"
        className="sr-only z-100 rounded bg-gold-500 px-4 py-2 text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.common.a11y.skip}
      </a>
      <Header company={company} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer
        company={company}
        signedIn={data?.signedIn ?? false}
        copyright={data?.copyright ?? copyrightYears(new Date())}
      />
      <StickyReserveBar />
      <FlashToast flash={data?.flash} />
    </ToastProvider>
  );
}

/** The staff area (its layout route) and the sign-in page bring their own frame, not the public one. */
const STAFF_ROUTES = new Set(["staff", "auth"]);

export default function App() {
  const staffArea = useMatches().some((match) => STAFF_ROUTES.has(match.id));
  if (staffArea) return <Outlet />;
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = useLang();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Chrome>
        <NotFoundView />
      </Chrome>
    );
  }
  const showStack = import.meta.env.DEV && error instanceof Error;
  return (
    <Chrome>
      <title>{dictionary(lang).common.error.title}</title>
      <section className="container-page py-24 text-center">
        <p className="eyebrow text-gold-700">500</p>
        <h1 className="mt-3 text-4xl text-navy-900 md:text-5xl">{dictionary(lang).common.error.title}</h1>
        <p className="mx-auto mt-4 max-w-xl text-muted">{dictionary(lang).common.error.text}</p>
        <Link to={localizePath("/", lang)} className={buttonClass({ className: "mt-8" })}>
          {dictionary(lang).common.notFound.home}
        </Link>
        {showStack ? (
          <pre className="mx-auto mt-10 max-w-3xl overflow-auto rounded-lg bg-navy-950 p-4 text-left text-xs text-ivory-100">
            {(error as Error).stack}
          </pre>
        ) : null}
      </section>
    </Chrome>
  );
}
