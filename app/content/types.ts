/**
 * Shapes of the site's editorial content. Every entry carries both languages side by side;
 * a test fails when one is missing or empty (no silent fallback to the other language).
 */
import type { Lang } from "~/i18n/lang";

export type Localized<T> = Record<Lang, T>;

export type ServiceCategoryId = "airport" | "long-distance" | "events" | "hotel";

import type { ServiceSlug } from "./service-registry";

export { SERVICE_SLUGS } from "./service-registry";
export type { ServiceSlug };

/** Names of the illustrations (one per subject); see ./art.ts. */
import type { ArtKey } from "./art";

export type { ArtKey };

/** Icon names: a lucide-react icon name in PascalCase, e.g. "Plane", "Clock", "ShieldCheck". */
export type IconName = string;

export interface Faq {
  question: string;
  answer: string;
}

export interface Testimonial {
  name: string;
  role: string;
  content: string;
  rating: 5;
}

export interface Meta {
  /** <title>, at most ~60 characters, without the brand suffix (added by the layout). */
  title: string;
  /** meta description, 120 to 160 characters. */
  description: string;
}

/** Layout A: the five flagship pages. */
export interface ServicePageA {
  meta: Meta;
  hero: { eyebrow: string; title: string; subtitle: string; cta: string };
  intro: { title: string; paragraphs: string[] };
  /** exactly four */
  guarantees: { icon: IconName; title: string; text: string }[];
  /** exactly three, shown numbered 01, 02, 03 */
  services: { title: string; text: string }[];
  /** e.g. destinations, access points, stops, spots */
  highlights: { title: string; items: { name: string; detail: string }[] };
  /** exactly three */
  faq: Faq[];
  quote: { text: string; cta: string };
  /** exactly three, rating 5 */
  testimonials: Testimonial[];
}

/** Layout B: the other pages. */
export interface ServicePageB {
  meta: Meta;
  hero: { eyebrow: string; title: string; subtitle: string; cta: string };
  intro: { title: string; paragraphs: string[] };
  /** first embedded block: three or four feature tiles */
  blockA: { title: string; items: { icon: IconName; title: string; text: string }[] };
  /** details section: paragraphs and an optional bullet list */
  details: { title: string; paragraphs: string[]; list?: string[] };
  /** exactly two */
  faq: Faq[];
  quote: { text: string; cta: string };
  /** second embedded block: a short numbered "how it works" or key facts */
  blockB: { title: string; items: { title: string; text: string }[] };
}

interface ServiceBase {
  slug: ServiceSlug;
  category: ServiceCategoryId;
  art: ArtKey;
  icon: IconName;
  /** card label and card description used on /services, the home page and the sitemap */
  label: Localized<string>;
  description: Localized<string>;
}

export interface ServiceA extends ServiceBase {
  layout: "A";
  /** up to three other services */
  others: ServiceSlug[];
  page: Localized<ServicePageA>;
}

export interface ServiceB extends ServiceBase {
  layout: "B";
  /** one to three related services, exactly as the specification's table */
  related: ServiceSlug[];
  page: Localized<ServicePageB>;
}

export type Service = ServiceA | ServiceB;
