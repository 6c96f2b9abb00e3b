/**
 * The services' texts: one YAML file per service and language, `app/content/services/<slug>.<lang>.yaml`,
 * checked here with zod against the layout its line in service-registry.json names; the lines themselves
 * are checked first. Any problem (a line with an unknown layout, category, site-map group, illustration
 * or a malformed icon, booking or ctaPath; a slug repeated; a language missing, a field missing or
 * empty, a list of the wrong length, a file for no service, a link to no service) throws an error naming
 * the file, so the build and the tests fail on it.
 *
 * Pure: `buildServices` takes the files' parsed data as arguments; services.ts feeds it Vite's glob.
 */
import { z } from "zod";
import type { TripType } from "~/domain/pricing/trip";
import { LANGS, type Lang } from "~/i18n/lang";
import { SITEMAP_GROUP_ORDER } from "~/seo/sitemap-data";
import { ART_KEYS } from "./art";
import { checkShape, slugAndLang } from "./content-files";
import { contentSchemas } from "./page-schemas";
import { SERVICE_CATEGORIES } from "./service-categories";
import { SERVICE_ENTRIES, type ServiceEntry, type ServiceSlug } from "./service-registry";
import type { Faq, Meta, Service, ServicePageA, ServicePageB, Testimonial } from "./types";

/**
 * The zod schemas of a file of each layout. Built on first use: this module sits in the import graph of
 * browser code that never parses a file, and nothing may run there when it loads.
 */
function buildSchemas() {
  // `text` for what the page shows, `plain` for the titles and descriptions given to search engines
  // and the place names given to the booking form.
  const { plain, text, icon } = contentSchemas();
  const tripType = z.custom<TripType>((value) => typeof value === "string", "must be a trip type");
  const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a slug such as vip-services");

  // A line of service-registry.json (its links are checked against the other lines in checkLinks).
  const registryLine: z.ZodType<ServiceEntry> = z.strictObject({
    slug,
    layout: z.enum(["A", "B"]),
    category: z.enum(SERVICE_CATEGORIES.map((category) => category.id)),
    group: z.enum(SITEMAP_GROUP_ORDER),
    art: z.enum(ART_KEYS),
    icon,
    linked: z.array(slug),
    ctaPath: z.literal("/contact").optional(),
    guestBooking: z.literal(true).optional(),
    booking: z
      // The tests check a trip type against TRIP_TYPES: importing the pricing module here would bring its
      // JSON tables, which the e2e tests load in plain Node.
      .strictObject({ from: plain.optional(), to: plain.optional(), type: tripType.optional() })
      .refine((booking) => Object.keys(booking).length > 0, "must name a place or a trip type")
      .optional(),
  });
  const paragraphs = z.array(text).min(2).max(3);
  const titledTexts = z.array(z.strictObject({ title: text, text }));

  const meta: z.ZodType<Meta> = z.strictObject({
    title: plain.max(65, "must be at most 65 characters"),
    description: plain.min(70, "must be at least 70 characters").max(170, "must be at most 170 characters"),
  });
  const faq: z.ZodType<Faq> = z.strictObject({ question: text, answer: text });
  const testimonial: z.ZodType<Testimonial> = z.strictObject({
    name: text,
    role: text,
    content: text,
    rating: z.literal(5),
  });
  const common = {
    meta,
    hero: z.strictObject({ eyebrow: text, title: text, subtitle: text, cta: text }),
    intro: z.strictObject({ title: text, paragraphs }),
    quote: z.strictObject({ text, cta: text }),
  };

  const pageA: z.ZodType<ServicePageA> = z.strictObject({
    ...common,
    guarantees: z.array(z.strictObject({ icon, title: text, text })).length(4),
    services: titledTexts.length(3),
    highlights: z.strictObject({
      title: text,
      items: z.array(z.strictObject({ name: text, detail: text })).min(1),
    }),
    faq: z.array(faq).length(3),
    testimonials: z.array(testimonial).length(3),
  });

  const pageB: z.ZodType<ServicePageB> = z.strictObject({
    ...common,
    blockA: z.strictObject({
      title: text,
      items: z
        .array(z.strictObject({ icon, title: text, text }))
        .min(3)
        .max(4),
    }),
    details: z.strictObject({
      title: text,
      paragraphs: z.array(text).min(1),
      list: z.array(text).optional(),
    }),
    faq: z.array(faq).length(2),
    blockB: z.strictObject({ title: text, items: titledTexts.min(1) }),
  });

  // One file: the card's label and description, then the page.
  const card = { label: text, description: text };
  const serviceFileSchemas = {
    A: z.strictObject({ ...card, page: pageA }),
    B: z.strictObject({ ...card, page: pageB }),
  };
  return { ...serviceFileSchemas, registryLine };
}

let schemas: ReturnType<typeof buildSchemas> | undefined;

interface ServiceText {
  label: string;
  description: string;
  page: ServicePageA | ServicePageB;
}

/** Checks one file's data against the layout of its service. */
export function checkServiceFile(file: string, data: unknown, layout: "A" | "B"): ServiceText {
  const what = `Service file "${file}"`;
  // The page's fields sit at the top of the file, beside the card's.
  const { label, description, ...page } = (data ?? {}) as Record<string, unknown>;
  schemas ??= buildSchemas();
  return checkShape(schemas[layout], { label, description, page }, what, "content");
}

/** Checks the registry's lines (service-registry.json) one by one, and that no slug is repeated. */
export function checkRegistry(entries: readonly unknown[]): ServiceEntry[] {
  schemas ??= buildSchemas();
  const { registryLine } = schemas;
  const seen = new Set<string>();
  return entries.map((data, index) => {
    const slug = (data as { slug?: unknown } | null)?.slug;
    const named = typeof slug === "string" ? ` "${slug}"` : "";
    const what = `Service registry (service-registry.json), entry ${index + 1}${named}`;
    const entry = checkShape(registryLine, data, what, "entry");
    if (seen.has(entry.slug)) throw new Error(`${what}: the slug "${entry.slug}" is already used.`);
    seen.add(entry.slug);
    return entry;
  });
}

function checkLinks(entry: ServiceEntry, slugs: ReadonlySet<string>): ServiceSlug[] {
  const where = `Service "${entry.slug}" (service-registry.json)`;
  const max = 3;
  const min = entry.layout === "A" ? 0 : 1;
  if (entry.linked.length < min || entry.linked.length > max)
    throw new Error(`${where}: links to ${entry.linked.length} services, expected ${min} to ${max}.`);
  if (new Set(entry.linked).size !== entry.linked.length) throw new Error(`${where}: a link is repeated.`);
  for (const slug of entry.linked) {
    if (slug === entry.slug) throw new Error(`${where}: links to itself.`);
    if (!slugs.has(slug)) throw new Error(`${where}: links to "${slug}", which is no service.`);
  }
  return [...entry.linked];
}

/**
 * Every service of `entries`, in their order, with the texts of both languages from `files` (file name →
 * parsed YAML). Throws when a file is missing, faulty, or belongs to no service.
 */
export function buildServices(
  files: Record<string, unknown>,
  registry: readonly ServiceEntry[] = SERVICE_ENTRIES,
): Service[] {
  const entries = checkRegistry(registry);
  const byKey = new Map<string, { file: string; data: unknown }>();
  const slugs = new Set(entries.map((entry) => entry.slug));
  for (const [file, data] of Object.entries(files)) {
    const name = slugAndLang(file, "yaml");
    if (!name) throw new Error(`Service file "${file}": the file name must be "<slug>.<lang>.yaml".`);
    if (!slugs.has(name.slug))
      throw new Error(`Service file "${file}": "${name.slug}" is not in service-registry.json.`);
    if (!(LANGS as readonly string[]).includes(name.lang))
      throw new Error(
        `Service file "${file}": unknown language "${name.lang}" (expected ${LANGS.join(", ")}).`,
      );
    byKey.set(`${name.slug}.${name.lang}`, { file, data });
  }
  return entries.map((entry) => {
    const textOf = (lang: Lang) => {
      const found = byKey.get(`${entry.slug}.${lang}`);
      if (!found) throw new Error(`Service file "${entry.slug}.${lang}.yaml" is missing.`);
      return checkServiceFile(found.file, found.data, entry.layout);
    };
    const [fr, en] = [textOf("fr"), textOf("en")];
    const linked = checkLinks(entry, slugs);
    const base = {
      slug: entry.slug,
      category: entry.category,
      art: entry.art,
      icon: entry.icon,
      label: { fr: fr.label, en: en.label },
      description: { fr: fr.description, en: en.description },
    };
    return entry.layout === "A"
      ? {
          ...base,
          layout: "A",
          others: linked,
          page: { fr: fr.page as ServicePageA, en: en.page as ServicePageA },
        }
      : {
          ...base,
          layout: "B",
          related: linked,
          page: { fr: fr.page as ServicePageB, en: en.page as ServicePageB },
        };
  });
}
