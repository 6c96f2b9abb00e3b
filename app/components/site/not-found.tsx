import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { dictionary } from "~/i18n";
import { localizePath, splitLang } from "~/i18n/lang";

export function NotFoundView() {
  const { lang } = splitLang(useLocation().pathname);
  return (
    <section className="container-page py-24 text-center md:py-32">
      <title>{`${dictionary(lang).common.notFound.title}`}</title>
      <meta name="robots" content="noindex" />
      <p className="font-serif text-7xl text-gold-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-4xl text-navy-900 md:text-5xl">{dictionary(lang).common.notFound.title}</h1>
      <p className="mx-auto mt-4 max-w-lg text-muted">{dictionary(lang).common.notFound.text}</p>
      <Link to={localizePath("/", lang)} className={buttonClass({ className: "mt-8" })}>
        {dictionary(lang).common.notFound.home}
      </Link>
    </section>
  );
}
