import { Clock, Mail, MessageCircle, Phone, Rss } from "lucide-react";
import { Link } from "react-router";
import { useLang, useT } from "~/i18n";
import { localizePath } from "~/i18n/lang";
import type { RootData } from "~/seo/meta";
import { telHref, whatsappHref } from "./contact-links";
import { copyrightYears } from "./copyright";
import { LogoMark } from "./logo";
import { NAV_ITEMS } from "./nav-items";

export function Footer({ company, signedIn }: { company: RootData["company"]; signedIn: boolean }) {
  const t = useT();
  const lang = useLang();
  const link = "rounded hover:text-gold-300 underline-offset-4 hover:underline";
  return (
    <footer className="bg-navy-950 text-ivory-200">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <div className="flex items-center gap-3 text-ivory-50">
            <LogoMark className="size-9 text-gold-400" />
            <span className="font-serif text-xl font-semibold">{company.name}</span>
          </div>
          <p className="text-sm leading-relaxed text-ivory-300">{t.common.footer.tagline}</p>
          <ul className="space-y-1.5 text-sm">
            <li>{t.common.footer.availability}</li>
            <li>{t.common.footer.booking}</li>
            <li>{t.common.footer.reply}</li>
          </ul>
        </div>
        <nav aria-label={t.common.footer.navTitle}>
          <h2 className="mb-4 font-sans text-xs font-semibold tracking-[0.18em] text-gold-400 uppercase">
            {t.common.footer.navTitle}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link className={link} to={localizePath("/", lang)}>
                {t.common.nav.home}
              </Link>
            </li>
            {NAV_ITEMS.map((item) => (
              <li key={item.path}>
                <Link className={link} to={localizePath(item.path, lang)}>
                  {t.common.nav[item.label]}
                </Link>
              </li>
            ))}
            <li>
              <Link className={link} to={localizePath("/reservations", lang)}>
                {t.common.nav.reserve}
              </Link>
            </li>
            <li>
              {/* The blog's feed, in the page's language (also announced in the blog's <head>). */}
              <a
                className={`${link} inline-flex items-center gap-2`}
                href={localizePath("/blog/feed.xml", lang)}
                type="application/atom+xml"
              >
                <Rss className="size-3.5 text-gold-400" aria-hidden="true" />
                {t.blog.feed.link}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label={t.common.footer.legalTitle}>
          <h2 className="mb-4 font-sans text-xs font-semibold tracking-[0.18em] text-gold-400 uppercase">
            {t.common.footer.legalTitle}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link className={link} to={localizePath("/legal", lang)}>
                {t.common.footer.legal}
              </Link>
            </li>
            <li>
              <Link className={link} to={localizePath("/privacy", lang)}>
                {t.common.footer.privacy}
              </Link>
            </li>
            <li>
              <Link className={link} to={localizePath("/terms", lang)}>
                {t.common.footer.terms}
              </Link>
            </li>
            <li>
              <Link className={link} to={localizePath("/sitemap", lang)}>
                {t.common.footer.sitemap}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-4 font-sans text-xs font-semibold tracking-[0.18em] text-gold-400 uppercase">
            {t.common.footer.contactTitle}
          </h2>
          <ul className="space-y-3 text-sm">
            <li className="flex items-center gap-2.5">
              <Phone className="size-4 text-gold-400" aria-hidden="true" />
              <a className={link} href={telHref(company.phone)}>
                {company.phone}
              </a>
            </li>
            <li className="flex items-center gap-2.5">
              <Mail className="size-4 text-gold-400" aria-hidden="true" />
              <a className={link} href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </li>
            <li className="flex items-center gap-2.5">
              <MessageCircle className="size-4 text-gold-400" aria-hidden="true" />
              <a
                className={link}
                href={whatsappHref(company.whatsapp, t.booking.whatsappMessage(null))}
                rel="noopener noreferrer"
              >
                WhatsApp
              </a>
            </li>
            <li className="flex items-center gap-2.5">
              <Clock className="size-4 text-gold-400" aria-hidden="true" />
              <span>{t.common.footer.availability}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-ivory-300 sm:flex-row sm:items-center sm:justify-between">
          <p>
            {t.common.footer.copyright} {copyrightYears(new Date())} {company.name}. {t.common.footer.rights}
          </p>
          {signedIn ? (
            <Link className={link} to="/admin">
              {t.common.footer.admin}
            </Link>
          ) : (
            <Link className={link} to="/auth">
              {t.common.footer.login}
            </Link>
          )}
        </div>
      </div>
    </footer>
  );
}
