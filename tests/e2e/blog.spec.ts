import fs from "node:fs";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { BLOG_SLUGS } from "../../app/i18n/registry";
import { DESKTOP, watchPage } from "./helpers";

type Lang = "fr" | "en";
const LANGS: Lang[] = ["fr", "en"];
const prefix = (lang: Lang) => (lang === "en" ? "/en" : "");

/** The front matter of an article file, read the way the site stores it. */
function frontMatter(slug: string, lang: Lang): { title: string; category: string } {
  const raw = fs.readFileSync(path.join("app/content/blog", `${slug}.${lang}.md`), "utf8");
  const [, yaml = ""] = raw.split(/^---\s*$/m);
  return parseYaml(yaml);
}

const categoryOf = (slug: string) => frontMatter(slug, "fr").category;
const EVENTS = BLOG_SLUGS.filter((slug) => categoryOf(slug) === "events");
const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  return { context, page: await context.newPage() };
}

async function cards(page: Page) {
  return page
    .getByTestId("article-card")
    .evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute("data-slug"), node.getAttribute("data-category")]),
    );
}

test.describe("server rendering, without JavaScript", () => {
  for (const lang of LANGS) {
    test(`the ${lang} index and every article render with their title, language and related articles`, async ({
      browser,
    }) => {
      const { context, page } = await noScriptPage(browser);
      const index = await page.goto(`${prefix(lang)}/blog`);
      expect(index?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(await cards(page)).toHaveLength(BLOG_SLUGS.length);
      await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
        "href",
        new RegExp(`${prefix(lang)}/blog/feed\\.xml$`),
      );

      for (const slug of BLOG_SLUGS) {
        const address = `${prefix(lang)}/blog/${slug}`;
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        const h1 = page.getByRole("heading", { level: 1 });
        await expect(h1).toHaveCount(1);
        expect(squash(await h1.textContent())).toBe(squash(frontMatter(slug, lang).title));
        await expect(page.locator(".prose-article h2").first()).toBeVisible();
        await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          new RegExp(`${address}$`),
        );
        // The booking form opens with what the article implies (a service's places or its destination).
        await expect(page.getByTestId("reserve-cta")).toHaveAttribute(
          "href",
          new RegExp(`^${prefix(lang)}/reservations\\?(service|to)=[\\w%-]+$`),
        );

        const related = await page
          .getByTestId("related")
          .getByTestId("article-card")
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-slug")));
        expect(related.length, address).toBeGreaterThan(0);
        expect(related.length, address).toBeLessThanOrEqual(3);
        expect(related, address).not.toContain(slug);
        expect(new Set(related).size).toBe(related.length);
      }
      await context.close();
    });
  }

  test("an article carries BlogPosting and BreadcrumbList structured data", async ({ page }) => {
    await page.goto("/en/blog/cannes-festival-guide");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.flatMap((node) => [JSON.parse(node.textContent ?? "null")].flat()));
    const posting = blocks.find((block) => block?.["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: "Cannes Film Festival: A First-Timer’s Practical Guide",
      inLanguage: "en",
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      author: { name: "Editorial team" },
      publisher: { "@type": "Organization", name: expect.any(String) },
      mainEntityOfPage: { "@id": expect.stringMatching(/\/en\/blog\/cannes-festival-guide$/) },
    });
    expect(posting.description.length).toBeGreaterThan(100);
    const trail = blocks.find((block) => block?.["@type"] === "BreadcrumbList");
    expect(trail.itemListElement).toHaveLength(3);
  });

  test("the Cannes guide links prominently to the Cannes Festival service", async ({ page }) => {
    for (const lang of LANGS) {
      await page.goto(`${prefix(lang)}/blog/cannes-festival-guide`);
      await expect(page.getByTestId("service-callout").getByRole("link")).toHaveAttribute(
        "href",
        `${prefix(lang)}/services/cannes-festival-transfer`,
      );
    }
  });

  test("an unknown article answers 404 in both languages", async ({ page }) => {
    for (const lang of LANGS) {
      const response = await page.goto(`${prefix(lang)}/blog/no-such-article`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });
});

test.describe("category filter", () => {
  test("by address: ?category=events shows only events", async ({ page }) => {
    expect(EVENTS.length).toBeGreaterThan(0);
    const response = await page.goto("/blog?category=events");
    expect(response?.status()).toBe(200);
    const shown = await cards(page);
    expect(shown.map(([slug]) => slug).sort()).toEqual([...EVENTS].sort());
    expect(shown.every(([, category]) => category === "events")).toBe(true);
    await expect(page.locator('[data-filter="events"]')).toHaveAttribute("aria-current", "true");
    await expect(page.locator('[data-filter="all"]')).not.toHaveAttribute("aria-current");
    await expect(page.getByRole("status")).toHaveText(
      `${EVENTS.length} article${EVENTS.length > 1 ? "s" : ""}`,
    );
  });

  test("an unknown category shows every article", async ({ page }) => {
    const response = await page.goto("/en/blog?category=cooking");
    expect(response?.status()).toBe(200);
    expect(await cards(page)).toHaveLength(BLOG_SLUGS.length);
    await expect(page.locator('[data-filter="all"]')).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("status")).toHaveText(`${BLOG_SLUGS.length} articles`);
  });

  test("with JavaScript: filters in place, replaces the address, asks nothing of the server", async ({
    page,
  }) => {
    const watch = watchPage(page);
    await page.goto("/en/blog");
    await expect(page.locator("nav[data-hydrated]")).toHaveCount(1);
    const historyLength = await page.evaluate(() => history.length);
    const requests: string[] = [];
    // Documents and data fetches only (the browser may ask for the favicon again when the head changes).
    // The router's route discovery (/__manifest, for the links on the page) may run at any moment after
    // hydration, on a busy machine during the clicks: it fetches no data, so it does not count.
    page.on("request", (request) => {
      if (!["document", "fetch", "xhr"].includes(request.resourceType())) return;
      if (new URL(request.url()).pathname === "/__manifest") return;
      requests.push(request.url());
    });

    await page.locator('[data-filter="events"]').click();
    await expect(page).toHaveURL(/\/en\/blog\?category=events$/);
    await expect(page.getByTestId("article-card")).toHaveCount(EVENTS.length);
    expect((await cards(page)).every(([, category]) => category === "events")).toBe(true);
    await expect(page.locator('[data-filter="events"]')).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("status")).toHaveText(
      `${EVENTS.length} article${EVENTS.length > 1 ? "s" : ""}`,
    );

    await page.locator('[data-filter="all"]').click();
    await expect(page).toHaveURL(/\/en\/blog$/);
    await expect(page.getByTestId("article-card")).toHaveCount(BLOG_SLUGS.length);
    await expect(page.locator('[data-filter="all"]')).toHaveAttribute("aria-current", "true");

    expect(requests).toEqual([]);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(watch.consoleErrors).toEqual([]);
  });

  test("without JavaScript: the filter links are rendered by the server", async ({ browser }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto("/blog");
    await page.locator('[data-filter="events"]').click();
    await expect(page).toHaveURL(/\/blog\?category=events$/);
    // The new page is read once it is there (the address changes as soon as it starts to arrive).
    await expect(page.locator('[data-filter="events"]')).toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("article-card")).toHaveCount(EVENTS.length);
    const shown = await cards(page);
    expect(shown.map(([slug]) => slug).sort()).toEqual([...EVENTS].sort());
    await page.locator('[data-filter="all"]').click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('[data-filter="all"]')).toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("article-card")).toHaveCount(BLOG_SLUGS.length);
    await context.close();
  });
});

test.describe("Atom feeds", () => {
  for (const lang of LANGS) {
    test(`the ${lang} feed is well-formed XML listing every ${lang} article`, async ({ page }) => {
      await page.goto(`${prefix(lang)}/blog`);
      const href = await page
        .locator('link[rel="alternate"][type="application/atom+xml"]')
        .getAttribute("href");
      expect(href).toMatch(new RegExp(`^http://localhost:\\d+${prefix(lang)}/blog/feed\\.xml$`));
      const response = await page.request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/atom+xml");
      const feed = await page.evaluate(
        (xml) => {
          const ATOM = "http://www.w3.org/2005/Atom";
          const doc = new DOMParser().parseFromString(xml, "application/xml");
          const entries = Array.from(doc.getElementsByTagNameNS(ATOM, "entry"));
          return {
            errors: doc.getElementsByTagName("parsererror").length,
            root: doc.documentElement.localName,
            lang: doc.documentElement.getAttribute("xml:lang"),
            self: Array.from(doc.documentElement.children)
              .find((node) => node.localName === "link" && node.getAttribute("rel") === "self")
              ?.getAttribute("href"),
            entries: entries.map((entry) => ({
              title: entry.getElementsByTagNameNS(ATOM, "title")[0]?.textContent,
              link: entry.getElementsByTagNameNS(ATOM, "link")[0]?.getAttribute("href"),
              content: entry.getElementsByTagNameNS(ATOM, "content")[0]?.textContent ?? "",
            })),
          };
        },
        await response.text(),
      );
      expect(feed.errors).toBe(0);
      expect(feed.root).toBe("feed");
      expect(feed.lang).toBe(lang);
      expect(feed.self).toBe(href);
      const origin = new URL(href!).origin;
      expect(feed.entries.map((entry) => entry.link).sort()).toEqual(
        BLOG_SLUGS.map((slug) => `${origin}${prefix(lang)}/blog/${slug}`).sort(),
      );
      for (const entry of feed.entries) {
        const slug = entry.link!.split("/").at(-1)!;
        expect(entry.title).toBe(frontMatter(slug, lang).title);
        expect(entry.content).toContain("<h2 id=");
      }
    });
  }
});

// The blog pages' accessibility scans, console and third-party checks are those of site-walk.spec.ts
// (every article and the index, in both languages, at both widths).

test.describe("client-side navigation", () => {
  for (const lang of LANGS) {
    test(`the ${lang} index opens an article in place, in its language`, async ({ page }) => {
      const watch = watchPage(page);
      await page.goto(`${prefix(lang)}/blog`);
      await expect(page.locator("nav[data-hydrated]")).toHaveCount(1);
      const documents: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document") documents.push(request.url());
      });
      const slug = BLOG_SLUGS[0] as string;
      await page.locator(`[data-testid="article-card"][data-slug="${slug}"] a`).first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/blog/${slug}$`));
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveText(squash(frontMatter(slug, lang).title));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      // Back to the home page of the language (the data of "/en" is fetched at "/en.data").
      await page
        .getByRole("navigation", { name: lang === "fr" ? "Fil d’Ariane" : "Breadcrumb" })
        .getByRole("link")
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`localhost:\\d+${prefix(lang)}/?$`));
      await expect(
        page.getByRole("link", { name: lang === "fr" ? "Réserver" : "Book" }).first(),
      ).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      // And a service page (its data at "/services/<slug>.data"), from the services page.
      await page
        .getByRole("navigation", { name: lang === "fr" ? "Navigation principale" : "Main navigation" })
        .getByRole("link", { name: "Services" })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/services$`));
      await page
        .locator(`main a[href="${prefix(lang)}/services/nice-airport-transfer"]`)
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/services/nice-airport-transfer$`));
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Oups|Oops/);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      expect(documents).toEqual([]);
      expect(watch.consoleErrors).toEqual([]);
    });
  }
});
