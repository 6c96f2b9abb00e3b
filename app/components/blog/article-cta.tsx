import { CtaLinks } from "~/components/pages/blocks";
import { Art } from "~/components/site/art";
import { dictionary } from "~/i18n";
import { type Lang, localizePath } from "~/i18n/lang";

/** The closing band of an article: an invitation to book, and a way to ask a question first. */
export function ArticleCta({ lang, reserveTo }: { lang: Lang; reserveTo: string }) {
  const cta = dictionary(lang).blog.article.cta;
  return (
    <section
      aria-labelledby="article-cta-title"
      className="relative overflow-hidden bg-navy-900 text-ivory-50"
    >
      <div aria-hidden="true" className="absolute inset-0 opacity-25">
        <Art art="vclass-three-quarter" />
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-r from-navy-950 via-navy-900/90 to-navy-900/40"
      />
      <div className="container-page relative py-16 md:py-20">
        <p className="eyebrow text-gold-300">{cta.eyebrow}</p>
        <h2 id="article-cta-title" className="mt-3 max-w-2xl text-3xl md:text-4xl">
          {cta.title}
        </h2>
        <p className="mt-4 max-w-xl text-lg leading-relaxed text-ivory-200">{cta.text}</p>
        <CtaLinks
          lang={lang}
          reserve={cta.button}
          reserveTo={reserveTo}
          second={{ label: cta.contact, to: localizePath("/contact", lang) }}
          dark
          reserveTestId="reserve-cta"
          className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center"
        />
      </div>
    </section>
  );
}
