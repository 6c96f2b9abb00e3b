import { Link } from "react-router";
import { breadcrumbJsonLd, pageCrumbs } from "~/components/site/breadcrumbs";
import { PageHero } from "~/components/site/page-hero";
import { dictionary, useLang } from "~/i18n";
import { LOCALE, localizePath, requestPath, splitLang } from "~/i18n/lang";
import { languageContext, requestInfoContext } from "~/lib/context.server";
import { metaSite, seo } from "~/seo/meta";
import type { Route } from "./+types/legal-page";
import { LEGAL_DOCUMENTS, type LegalPageId, legalDocument } from "./legal-page.server";

/** Long documents get a table of contents. */
const TOC_MIN_SECTIONS = 4;

export function loader({ request, context }: Route.LoaderArgs) {
  const lang = context.get(languageContext);
  const { path } = splitLang(requestPath(request));
  const id = path.replace(/^\/|\/$/g, "");
  if (!Object.hasOwn(LEGAL_DOCUMENTS, id)) throw new Response("Not Found", { status: 404 });
  const { env } = context.get(requestInfoContext);
  const document = legalDocument(id as LegalPageId, lang, env);
  // Formatted here so the server and the browser show the very same text.
  const updatedLabel = new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${document.updated}T00:00:00Z`),
  );
  return { id: id as LegalPageId, path: `/${id}`, document, updatedLabel };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { lang, siteUrl } = metaSite(args.matches);
  const { document, path } = args.loaderData;
  return seo(args, {
    title: document.metaTitle,
    description: document.description,
    jsonLd: breadcrumbJsonLd(siteUrl, pageCrumbs(lang, document.title, path)),
  });
};

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const ui = dictionary(lang).pages.legal;
  const { document, path, updatedLabel } = loaderData;
  const withToc = document.sections.length >= TOC_MIN_SECTIONS;

  return (
    <>
      <PageHero eyebrow={ui.eyebrow} title={document.title} crumbs={pageCrumbs(lang, document.title, path)}>
        <p className="text-ivory-200">
          {ui.updated} <time dateTime={document.updated}>{updatedLabel}</time>
        </p>
      </PageHero>

      <div className="bg-ivory-50 py-12 md:py-16">
        <div
          className={`container-page grid gap-10 ${withToc ? "lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16" : ""}`}
        >
          {withToc ? (
            <nav
              aria-labelledby="legal-toc-title"
              id="legal-toc"
              className="rounded-2xl border border-ivory-200 bg-white p-6 shadow-sm lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto"
            >
              <h2
                id="legal-toc-title"
                className="font-sans text-xs font-semibold tracking-[0.18em] text-gold-700 uppercase"
              >
                {ui.toc}
              </h2>
              <ol className="mt-4 space-y-1 text-sm">
                {document.sections.map((section, index) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="flex gap-3 rounded py-1.5 text-ink underline-offset-4 hover:text-gold-700 hover:underline"
                    >
                      <span
                        aria-hidden="true"
                        className="w-5 shrink-0 text-right font-semibold tabular-nums text-gold-700"
                      >
                        {index + 1}
                      </span>
                      <span>{section.heading}</span>
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}

          <article className="max-w-3xl">
            {document.sections.map((section, index) => (
              <section
                key={section.id}
                aria-labelledby={section.id}
                className="border-b border-ivory-200 py-8 first:pt-0 last:border-b-0"
              >
                <h2 id={section.id} className="flex items-baseline gap-3 text-2xl text-navy-900 md:text-3xl">
                  <span
                    aria-hidden="true"
                    className="font-sans text-sm font-semibold tracking-widest tabular-nums text-gold-700"
                  >
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  <span>{section.heading}</span>
                </h2>
                <div className="mt-4 space-y-4 leading-relaxed text-ink">
                  {section.paragraphs.map((paragraph, i) => (
                    <p key={i}>{paragraph}</p>
                  ))}
                  {section.list ? (
                    <ul className="space-y-2 pl-1">
                      {section.list.map((item, i) => (
                        <li key={i} className="flex gap-3">
                          <span
                            aria-hidden="true"
                            className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gold-600"
                          />
                          <span>{item}</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                {withToc ? (
                  <a
                    href="#legal-toc"
                    className="mt-4 inline-block rounded text-sm text-gold-700 underline underline-offset-4 hover:text-navy-900 lg:hidden"
                  >
                    {ui.backToTop}
                  </a>
                ) : null}
              </section>
            ))}
            <p className="mt-6 rounded-2xl border border-gold-500/40 bg-ivory-100 p-6 text-ink">
              {ui.questions}{" "}
              <Link
                to={localizePath("/contact", lang)}
                className="font-medium text-gold-700 underline underline-offset-4 hover:text-navy-900"
              >
                {ui.contactLink}
              </Link>
            </p>
          </article>
        </div>
      </div>
    </>
  );
}
