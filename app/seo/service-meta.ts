/** What both service layouts share: breadcrumbs and the page's meta tags and structured data. */

import { breadcrumbJsonLd, type Crumb, pageCrumbs } from "~/components/site/breadcrumbs";
import type { ServiceCardData } from "~/content/services-ui";
import type { Faq, Meta } from "~/content/types";
import { dictionary } from "~/i18n";
import type { Lang } from "~/i18n/lang";
import { type RootData, rootDataFrom, seo } from "~/seo/meta";
import { faqJsonLd, serviceJsonLd } from "./structured-data";

export function serviceCrumbs(lang: Lang, card: ServiceCardData): Crumb[] {
  return pageCrumbs(lang, dictionary(lang).common.nav.services, "/services", {
    label: card.label,
    to: card.href,
  });
}

interface ServicePageData {
  lang: Lang;
  card: ServiceCardData;
  page: { meta: Meta; faq: Faq[] };
}

/** Title and description from page.meta; BreadcrumbList, Service and FAQPage JSON-LD. */
export function serviceMeta(
  args: {
    location: { pathname: string };
    matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  },
  data: ServicePageData | undefined,
) {
  if (!data) return [];
  const root: RootData | undefined = rootDataFrom(args.matches);
  const siteUrl = root?.siteUrl ?? "";
  const { lang, card, page } = data;
  return seo(args, {
    title: page.meta.title,
    description: page.meta.description,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, serviceCrumbs(lang, card)),
      serviceJsonLd({
        siteUrl,
        companyName: root?.company.name ?? "",
        lang,
        slug: card.slug,
        name: card.label,
        description: page.meta.description,
      }),
      faqJsonLd(page.faq),
    ],
  });
}
