import { Clock, Mail, MessageCircle, Phone, Rss } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { telHref, whatsappHref } from "~/domain/phone";
import { useLang, useT } from "~/i18n";
import { localizePath } from "~/i18n/lang";
import type { RootData } from "~/seo/meta";
import { LogoMark } from "./logo";
import { NAV_ITEMS } from "./nav-items";

const LINK = "rounded hover:text-gold-300 underline-offset-4 hover:underline";
const COLUMN_TITLE = "mb-4 font-sans text-xs font-semibold tracking-[0.18em] text-gold-400 uppercase";

export function Footer({
  company,
  signedIn,
  copyright,
}: {
  company: RootData["company"];
  signedIn: boolean;
  /** the years, "2025–2026" (the root loader's) */
  copyright: string;
}) {
  const t = useT();
  const lang = useLang();
  const footer = t.common.footer;
  const siteLinks: [string, string][] = [
    ["/", t.common.nav.home],
    ...NAV_ITEMS.map((item): [string, string] => [item.path, t.common.nav[item.label]]),
    ["/reservations", t.common.nav.reserve],
  ];
  const legalLinks: [string, string][] = [
    ["/legal", footer.legal],
    ["/privacy", footer.privacy],
    ["/terms", footer.terms],
    ["/sitemap", footer.sitemap],
  ];
  return (
    <footer className="bg-navy-950 text-ivory-200">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <div className="flex items-center gap-3 text-ivory-50">
            <LogoMark className="size-9 text-gold-400" />
            <span className="font-serif text-xl font-semibold">{company.name}</span>
          </div>
          <p className="text-sm leading-relaxed text-ivory-300">{footer.tagline}</p>
          <ul className="space-y-1.5 text-sm">
            <li>{footer.availability}</li>
            <li>{footer.booking}</li>
            <li>{footer.reply}</li>
          </ul>
        </div>
        <FooterNav title={footer.navTitle} links={siteLinks}>
          <li>
            {/* The blog's feed, in the page's language (also announced in the blog's <head>). */}
            <a
              className={`${LINK} inline-flex items-center gap-2`}
              href={localizePath("/blog/feed.xml", lang)}
              type="application/atom+xml"
            >
              <Rss className="size-3.5 text-gold-400" aria-hidden="true" />
              {t.blog.feed.link}
            </a>
          </li>
        </FooterNav>
        <FooterNav title={footer.legalTitle} links={legalLinks} />
        <div>
          <h2 className={COLUMN_TITLE}>{footer.contactTitle}</h2>
          <ul className="space-y-3 text-sm">
            <li className="flex items-center gap-2.5">
              <Phone className="size-4 text-gold-400" aria-hidden="true" />
              <a className={LINK} href={telHref(company.phone)}>
                {company.phone}
              </a>
            </li>
            <li className="flex items-center gap-2.5">
              <Mail className="size-4 text-gold-400" aria-hidden="true" />
              <a className={LINK} href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </li>
            <li className="flex items-center gap-2.5">
              <MessageCircle className="size-4 text-gold-400" aria-hidden="true" />
              <a
                className={LINK}
                href={whatsappHref(company.whatsapp, t.booking.whatsappMessage(null))}
                rel="noopener noreferrer"
              >
                WhatsApp
              </a>
            </li>
            <li className="flex items-center gap-2.5">
              <Clock className="size-4 text-gold-400" aria-hidden="true" />
              <span>{footer.availability}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-ivory-300 sm:flex-row sm:items-center sm:justify-between">
          <p>
            {footer.copyright} {copyright} {company.name}. {footer.rights}
          </p>
          {signedIn ? (
            <Link className={LINK} to="/admin">
              {footer.admin}
            </Link>
          ) : (
            <Link className={LINK} to="/auth">
              {footer.login}
            </Link>
          )}
        </div>
      </div>
    </footer>
  );
}

/** One column of the footer's links, under its heading, named for screen readers by the same words. */
function FooterNav({
  title,
  links,
  children,
}: {
  title: string;
  links: [string, string][];
  children?: ReactNode;
}) {
  const lang = useLang();
  return (
    <nav aria-label={title}>
      <h2 className={COLUMN_TITLE}>{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map(([path, label]) => (
          <li key={path}>
            <Link className={LINK} to={localizePath(path, lang)}>
              {label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
