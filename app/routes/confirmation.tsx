import { CheckCircle2, Clock, ShieldCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { dictionary, useLang } from "~/i18n";
import { localizePath, splitLang } from "~/i18n/lang";
import { seo } from "~/seo/meta";
import type { Route } from "./+types/confirmation";

/** The booking's reference as the booking engine writes it; anything else in the address is ignored. */
const REFERENCE_PATTERN = /^RC-[0-9A-Z]{6}$/;

export const meta: Route.MetaFunction = (args) => {
  const { lang } = splitLang(args.location.pathname);
  const page = dictionary(lang).pages.confirmation;
  return seo(args, { title: page.meta.title, description: page.meta.description, indexable: false });
};

export default function Confirmation() {
  const lang = useLang();
  const page = dictionary(lang).pages.confirmation;
  const [params] = useSearchParams();
  const ref = params.get("ref");
  const reference = ref && REFERENCE_PATTERN.test(ref) ? ref : null;
  const promiseIcons = [Clock, ShieldCheck];

  return (
    <>
      <section className="bg-navy-900 text-ivory-50">
        <div className="container-page py-16 text-center md:py-24">
          <span className="mx-auto inline-flex size-20 items-center justify-center rounded-full border border-gold-500/50 bg-navy-800 text-gold-300">
            <CheckCircle2 className="size-10" aria-hidden="true" />
          </span>
          <p className="eyebrow mt-8 text-gold-300">{page.eyebrow}</p>
          <h1 className="mx-auto mt-4 max-w-3xl text-4xl leading-[1.08] md:text-5xl lg:text-[3.5rem]">
            {page.title}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-ivory-200">{page.text}</p>
          {reference ? (
            <div className="mx-auto mt-8 inline-flex max-w-full flex-col items-center gap-1 rounded-2xl border border-gold-500/40 bg-navy-800 px-6 py-4">
              <p className="text-ivory-100">
                {page.reference}{" "}
                <strong className="font-mono text-lg tracking-wider text-gold-300">{reference}</strong>
              </p>
              <p className="text-sm text-ivory-300">{page.referenceHint}</p>
            </div>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="confirmation-steps-title" className="bg-ivory-50 py-16 md:py-20">
        <div className="container-page">
          <h2 id="confirmation-steps-title" className="text-center text-3xl text-navy-900 md:text-4xl">
            {page.stepsTitle}
          </h2>
          <ol className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-3">
            {page.steps.map((step, index) => (
              <li
                key={step.title}
                className="relative rounded-2xl border border-ivory-200 bg-white p-7 shadow-sm"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-12 items-center justify-center rounded-full bg-navy-900 text-lg font-semibold text-gold-300"
                >
                  {index + 1}
                </span>
                <h3 className="mt-5 text-2xl text-navy-900">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
              </li>
            ))}
          </ol>

          <ul className="mx-auto mt-10 grid max-w-5xl gap-4 sm:grid-cols-2">
            {page.promises.map((promise, index) => {
              const PromiseIcon = promiseIcons[index] ?? ShieldCheck;
              return (
                <li
                  key={promise.title}
                  className="flex items-start gap-4 rounded-2xl border border-gold-500/40 bg-ivory-100 p-6"
                >
                  <PromiseIcon className="mt-1 size-6 shrink-0 text-gold-700" aria-hidden="true" />
                  <div>
                    <p className="font-serif text-2xl font-semibold text-navy-900">{promise.title}</p>
                    <p className="mt-1 text-muted">{promise.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>

          <div className="mt-12 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={localizePath("/", lang)} className={buttonClass({ size: "lg" })}>
              {page.home}
            </Link>
            <Link
              to={localizePath("/services", lang)}
              className={buttonClass({ variant: "outline", size: "lg", className: "text-navy-900" })}
            >
              {page.services}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
