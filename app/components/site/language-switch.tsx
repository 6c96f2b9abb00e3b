import { Link, useLocation, useNavigate } from "react-router";
import { dictionary, loadDictionary, useLang } from "~/i18n";
import { LANG_STORAGE_KEY, type Lang, langCookieString, localizePath, splitLang } from "~/i18n/lang";
import { PAGES } from "~/i18n/registry";

function isFrenchOnly(path: string) {
  return PAGES.some((page) => !page.bilingual && (path === page.path || path.startsWith(`${page.path}/`)));
}

import { cn } from "~/utils/cn";

function rememberLanguage(lang: Lang) {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // storage can be disabled; the cookie still carries the choice
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie mirrored from local storage
  document.cookie = langCookieString(lang, window.location.protocol === "https:");
}

/**
 * The switch's address without JavaScript: the page in `lang`, its query kept (an offer's `?from=`,
 * a booking step), and `lang=` for the server to record the choice before it redirects to the page.
 * Not the fragment, which the server never sees (the rendered link would differ from the hydrated one).
 */
function withoutScript(path: string, lang: Lang, search: string) {
  const params = new URLSearchParams(search);
  params.set("lang", lang);
  return `${localizePath(path, lang)}?${params}`;
}

/**
 * FR | EN. Each is a real link to the same page in the other language (with `?lang=` so the server
 * records the choice without JavaScript); with JavaScript the choice is stored and the router navigates.
 */
export function LanguageSwitch({ className, onSwitch }: { className?: string; onSwitch?: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useLang();
  const { path } = splitLang(location.pathname);
  // The staff area is French only: there is no other language to switch to.
  if (isFrenchOnly(path)) return null;
  return (
    <nav
      aria-label={dictionary(current).common.lang.switchLabel}
      className={cn("flex items-center gap-1 text-sm", className)}
    >
      {(["fr", "en"] as const).map((lang, index) => {
        const target = `${localizePath(path, lang)}${location.search}${location.hash}`;
        const active = lang === current;
        return (
          <span key={lang} className="flex items-center gap-1">
            {index > 0 ? (
              <span aria-hidden="true" className="opacity-40">
                |
              </span>
            ) : null}
            <Link
              to={withoutScript(path, lang, location.search)}
              hrefLang={lang}
              lang={lang}
              aria-current={active ? "true" : undefined}
              aria-label={dictionary(current).common.lang[lang]}
              onClick={(event) => {
                event.preventDefault();
                rememberLanguage(lang);
                onSwitch?.();
                if (!active) loadDictionary(lang).then(() => navigate(target, { preventScrollReset: true }));
              }}
              className={cn(
                "rounded px-1.5 py-1 font-semibold tracking-wider uppercase",
                active ? "text-gold-400 underline underline-offset-4" : "opacity-80 hover:opacity-100",
              )}
            >
              {lang}
            </Link>
          </span>
        );
      })}
    </nav>
  );
}
