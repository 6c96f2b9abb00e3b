/** The client's private page (/suivi/<token>, decision 021): its unknown-link page, its rows and its notices. */
import { CircleAlert, CircleCheck, SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { followTexts } from "~/i18n/follow";
import { type Lang, localizePath } from "~/i18n/lang";

export function NoRequest({ kind, lang }: { kind: "unknown" | "expired" | "limited"; lang: Lang }) {
  const t = followTexts(lang);
  const texts =
    kind === "limited"
      ? { title: t.errors.rateLimited, text: "" }
      : kind === "expired"
        ? t.expired
        : t.unknown;
  return (
    <section className="bg-ivory-50 py-16 md:py-24">
      <div className="container-page max-w-2xl text-center">
        <SearchX className="mx-auto size-12 text-gold-700" aria-hidden="true" />
        <h1 className="mt-6 text-4xl text-navy-900 md:text-5xl">{texts.title}</h1>
        {texts.text ? <p className="mt-5 text-lg leading-relaxed text-muted">{texts.text}</p> : null}
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={localizePath("/reservations", lang)} className={buttonClass({ size: "lg" })}>
            {t.book}
          </Link>
          <Link
            to={localizePath("/", lang)}
            className={buttonClass({ variant: "outline", size: "lg", className: "text-navy-900" })}
          >
            {t.home}
          </Link>
        </div>
      </div>
    </section>
  );
}

export function Rows({ rows }: { rows: [string, string | null | undefined][] }) {
  return (
    <dl className="divide-y divide-ivory-200 rounded-2xl border border-ivory-300 bg-white">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label} className="grid gap-1 px-5 py-3.5 sm:grid-cols-[13rem_1fr] sm:gap-4">
            <dt className="text-sm font-medium text-muted">{label}</dt>
            <dd className="whitespace-pre-line break-words text-navy-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function Alert({ tone, children }: { tone: "ok" | "error"; children: React.ReactNode }) {
  const Icon = tone === "ok" ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === "ok" ? "status" : "alert"}
      className={
        tone === "ok"
          ? "flex items-start gap-3 rounded-xl border border-emerald-600/30 bg-emerald-50 p-4 text-emerald-900"
          : "flex items-start gap-3 rounded-xl border border-red-600/30 bg-red-50 p-4 text-red-900"
      }
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
