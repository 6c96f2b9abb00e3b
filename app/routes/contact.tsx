import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { redirect, useRouteLoaderData, useSearchParams } from "react-router";
import { PageBand } from "~/components/pages/blocks";
import { type ContactActionData, ContactForm } from "~/components/pages/contact-form";
import { RegionMap } from "~/components/pages/region-map";
import { pageCrumbs } from "~/components/site/breadcrumbs";
import { PageHero } from "~/components/site/page-hero";
import { emailCheckAnswer, suggestEmail } from "~/domain/contact/email-typo";
import { echoValues, parseContact } from "~/domain/contact/schema";
import { telHref, whatsappHref } from "~/domain/phone";
import { dictionary, useLang } from "~/i18n";
import { localizePath } from "~/i18n/lang";
import { languageContext, requestInfoContext } from "~/lib/context.server";
import { invalid, readForm, tooMany } from "~/lib/form-action.server";
import { log } from "~/lib/logger.server";
import { hit } from "~/lib/rate-limit.server";
import { metaLang, type RootData } from "~/seo/meta";
import { pageMeta } from "~/seo/page-meta";
import { isHoneypotFilled } from "~/utils/honeypot";
import { routeHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/contact";
import { storeContactMessage } from "./contact.server";

export const headers = routeHeaders();

/** Parse, validate, act, reply (app/lib/form-action.server.ts); the limits are in rate-limit.server.ts. */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = context.get(languageContext);
  const ui = dictionary(lang).pages.contact;
  const { clientIp, env } = context.get(requestInfoContext);
  const fields = await readForm(request);
  const refused = (formError: string) => ({ errors: {}, values: echoValues(fields), formError });

  const submission = await hit("contactSubmission", clientIp, env);
  if (!submission.ok) {
    log.warn("contact form rate limited", { ip: clientIp });
    return tooMany<ContactActionData>(refused(ui.rateLimited), submission);
  }
  const sentUrl = `${localizePath("/contact", lang)}?sent=1#contact-form`;
  if (isHoneypotFilled(fields)) {
    log.info("contact form honeypot filled", { ip: clientIp });
    return redirect(sentUrl, 303);
  }
  const answer = emailCheckAnswer(fields, fields.email ?? "");
  const parsed = parseContact(answer.use ? { ...fields, email: answer.use } : fields, lang);
  if (!parsed.ok) {
    return invalid<ContactActionData>({
      errors: parsed.errors,
      values: parsed.values,
      formError: ui.form.errorSummary,
    });
  }
  // A domain that looks mistyped ("gmial.com") is asked about once: the suggestion, or as typed (036).
  const suggested = answer.kept ? null : suggestEmail(parsed.data.email);
  if (suggested) {
    return invalid<ContactActionData>({
      errors: { email: dictionary(lang).booking.emailCheck.message(suggested) },
      values: echoValues(fields),
      formError: ui.form.errorSummary,
      emailCheck: { checked: parsed.data.email, suggested },
    });
  }
  const message = await hit("contactMessage", clientIp, env);
  if (!message.ok) {
    log.warn("contact messages rate limited", { ip: clientIp });
    return tooMany<ContactActionData>(refused(ui.rateLimited), message);
  }
  try {
    const stored = await storeContactMessage(parsed.data, lang, env);
    // The same message again (a double click): already received, not counted twice.
    if (stored.repeated) {
      await message.refund();
      log.info("contact message sent again; kept once", { lang });
      return redirect(sentUrl, 303);
    }
  } catch (error) {
    log.error("contact message not stored", { error });
    // Our failure: the visitor keeps both hits.
    await Promise.all([message.refund(), submission.refund()]);
    return invalid<ContactActionData>(refused(ui.failed), 503, { "Retry-After": "60" });
  }
  log.info("contact message stored", { lang });
  return redirect(sentUrl, 303);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    meta: dictionary(metaLang(args.matches)).pages.contact.meta,
    frenchPath: "/contact",
    nav: "contact",
    pageType: "ContactPage",
  });

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-4 rounded-2xl border border-ivory-200 bg-white p-5 shadow-sm">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-900 text-gold-300 [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-sans text-xs font-semibold tracking-[0.16em] text-gold-700 uppercase">{title}</h3>
        <div className="mt-1 text-ink">{children}</div>
      </div>
    </li>
  );
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const lang = useLang();
  const page = dictionary(lang).pages.contact;
  const root = useRouteLoaderData<RootData>("root");
  const company = root?.company ?? { name: "", phone: "", email: "", whatsapp: "" };
  const [params] = useSearchParams();
  const link = "font-medium break-words text-navy-900 underline-offset-4 hover:text-gold-700 hover:underline";

  return (
    <>
      <PageHero {...page.hero} crumbs={pageCrumbs(lang, dictionary(lang).common.nav.contact, "/contact")} />

      <section className="bg-ivory-50 py-12 md:py-16">
        <div className="container-page grid items-start gap-10 lg:grid-cols-[1.35fr_0.65fr]">
          <ContactForm lang={lang} result={actionData} sent={params.get("sent") === "1"} />

          <section aria-labelledby="contact-cards-title">
            <h2 id="contact-cards-title" className="text-2xl text-navy-900">
              {page.cards.title}
            </h2>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              <ContactCard icon={<Phone aria-hidden="true" />} title={page.cards.phone}>
                <a href={telHref(company.phone)} className={link}>
                  {company.phone}
                </a>
              </ContactCard>
              <ContactCard icon={<Mail aria-hidden="true" />} title={page.cards.email}>
                <a href={`mailto:${company.email}`} className={link}>
                  {company.email}
                </a>
              </ContactCard>
              <ContactCard icon={<MessageCircle aria-hidden="true" />} title={page.cards.whatsapp}>
                <a
                  href={whatsappHref(company.whatsapp, dictionary(lang).booking.whatsappMessage(null))}
                  rel="noopener noreferrer"
                  className={link}
                >
                  {page.cards.whatsappAction}
                </a>
              </ContactCard>
              <ContactCard icon={<MapPin aria-hidden="true" />} title={page.cards.address}>
                <p>{page.cards.addressValue}</p>
              </ContactCard>
              <ContactCard icon={<Clock aria-hidden="true" />} title={page.cards.availability}>
                <p className="font-medium">{page.cards.availabilityValue}</p>
                <p className="text-sm text-muted">{page.cards.availabilityDetail}</p>
              </ContactCard>
            </ul>
          </section>
        </div>
      </section>

      <PageBand
        id="contact-map-title"
        className="bg-ivory-100 py-16 md:py-20"
        layout="grid items-center gap-10 lg:grid-cols-[0.7fr_1.3fr]"
        heading={{ eyebrow: page.map.eyebrow, title: page.map.title, intro: page.map.text }}
        beside={<RegionMap lang={lang} label={page.map.label} beyond={page.map.beyond} />}
      >
        <p className="mt-4 text-muted">{page.map.note}</p>
      </PageBand>
    </>
  );
}
