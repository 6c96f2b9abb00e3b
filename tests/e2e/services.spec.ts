import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "yaml";
import { buildServices } from "../../app/content/service-files";
import { DESKTOP, expectNoAxeViolations, PHONE, watchPage } from "./helpers";

/** The services as the site reads them, from their files (Vite's glob is not available here). */
const servicesDir = path.resolve(import.meta.dirname, "../../app/content/services");
const services = buildServices(
  Object.fromEntries(
    fs
      .readdirSync(servicesDir)
      .map((name) => [name, parse(fs.readFileSync(path.join(servicesDir, name), "utf8"))]),
  ),
);
const LANGS = ["fr", "en"] as const;
const prefix = (lang: (typeof LANGS)[number]) => (lang === "en" ? "/en" : "");
const HUB_TITLE = {
  fr: "Un chauffeur privé pour chaque trajet",
  en: "A private chauffeur for every journey",
};
const LAYOUT_B_PAGE = "/services/guest-transportation";

function decodeHtml(text: string) {
  return text
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|&#xa0;/gi, "\u00a0");
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const value = JSON.parse(text);
    return Array.isArray(value) ? value : [value];
  });
}

/** The carousel takes over once React has hydrated; wait for it on phones. */
async function waitForCarousels(page: Page) {
  await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(4);
}

test.describe("server HTML", () => {
  for (const lang of LANGS) {
    test(`/services and the 15 service pages answer 200 with their h1 (${lang})`, async ({ request }) => {
      const pages = [
        { path: `${prefix(lang)}/services`, h1: HUB_TITLE[lang] },
        ...services.map((service) => ({
          path: `${prefix(lang)}/services/${service.slug}`,
          h1: service.page[lang].hero.title,
        })),
      ];
      expect(pages).toHaveLength(16);
      for (const { path: url, h1 } of pages) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decodeHtml(m[1] ?? ""));
        expect(headings, url).toEqual([h1]);
        expect(html, url).toContain(`<html lang="${lang}"`);
      }
    });
  }

  test("an unknown service answers 404 in both languages", async ({ request }) => {
    for (const url of ["/services/no-such-service", "/en/services/no-such-service"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
    }
  });

  test("without JavaScript, a phone still shows every card of /services in a scrollable list", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/services");
    for (const id of ["airport", "long-distance", "events", "hotel"]) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    const cards = page.locator("section[id] [role=listitem] h3 a");
    await expect(cards).toHaveCount(15);
    const list = page.locator("#long-distance [role=list]").locator("..");
    const overflow = await list.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(overflow.scroll).toBeGreaterThan(overflow.client);
    // The last card can be scrolled into view and reached.
    const last = page.locator("#long-distance [role=listitem]").last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
    await context.close();
  });
});

test.describe("/services", () => {
  test("meta, structured data and the cards of each category", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/en/services");
    await expect(page).toHaveTitle(/^Our private chauffeur services on the French Riviera \| /);
    const data = await jsonLd(page);
    const list = data.find((item) => item["@type"] === "ItemList") as
      | { itemListElement: { url: string; position: number }[] }
      | undefined;
    expect(list?.itemListElement).toHaveLength(15);
    expect(list?.itemListElement[0]?.url).toMatch(/\/en\/services\/nice-airport-transfer$/);
    const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as
      | { itemListElement: { name: string }[] }
      | undefined;
    expect(crumbs?.itemListElement.map((item) => item.name)).toEqual(["Home", "Services"]);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
    for (const [id, count] of [
      ["airport", 3],
      ["long-distance", 5],
      ["events", 5],
      ["hotel", 2],
    ] as const) {
      const section = page.locator(`section#${id}`);
      await expect(section.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(section.locator("h3 a")).toHaveCount(count);
    }
    await expect(page.locator("#events h3 a").first()).toHaveAttribute(
      "href",
      "/en/services/cannes-festival-transfer",
    );
    await expect(page.locator("#events svg").first()).toBeVisible();
  });

  test("scrolls to the URL's hash on load and on hash change", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/services#events");
    await expect(page.locator("section#events")).toBeInViewport();
    await expect(page.locator("section#events h2")).toBeInViewport();
    await page.getByRole("navigation", { name: "Catégories de services" }).getByRole("link").last().click();
    await expect(page).toHaveURL(/#hotel$/);
    await expect(page.locator("section#hotel h2")).toBeInViewport();
    // Let the glide to #hotel end (the section's top at the top of the window) before the next jump:
    // on a loaded machine a jump asked for mid-glide raced the end of the first one.
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById("hotel")?.getBoundingClientRect().top ?? -1)),
      )
      .toBeLessThan(160);
    await page.evaluate(() => {
      window.location.hash = "#airport";
    });
    await expect(page.locator("section#airport h2")).toBeInViewport();
  });

  test("jumps instantly under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize(DESKTOP);
    await page.goto("/services");
    await waitForHydration(page);
    const top = await page.evaluate(async () => {
      window.location.hash = "#hotel";
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return document.getElementById("hotel")?.getBoundingClientRect().top ?? -1;
    });
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
  });

  test("on phones each category is a looping carousel: buttons, arrow keys, swipe, live region", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const watch = watchPage(page);
    await page.goto("/en/services");
    await waitForCarousels(page);
    const carousel = page.getByRole("region", { name: "Airports and heliport services" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    await expect(slides.nth(0)).toHaveAttribute("aria-label", "1 / 3");
    await expect(slides.nth(2)).toHaveAttribute("aria-label", "3 / 3");
    const status = carousel.locator('[aria-live="polite"]');
    const next = carousel.getByRole("button", { name: "Next" });
    const previous = carousel.getByRole("button", { name: "Previous" });
    await expect(next).toBeVisible();
    await expect(previous).toBeVisible();

    const current = async () => {
      for (let i = 0; i < 3; i++) {
        if ((await slides.nth(i).getAttribute("inert")) === null) return i;
      }
      return -1;
    };
    const expectSlide = async (index: number, label: string) => {
      await expect.poll(current).toBe(index);
      await expect(status).toHaveText(`Slide ${index + 1} of 3: ${label}`);
      await expect(slides.nth(index)).toBeInViewport({ ratio: 0.9 });
    };

    expect(await current()).toBe(0);
    await next.click();
    await expectSlide(1, "Cannes-Mandelieu airport");
    await next.click();
    await expectSlide(2, "Monaco heliport");
    await next.click();
    await expectSlide(0, "Nice airport transfer");
    await previous.click();
    await expectSlide(2, "Monaco heliport");

    // Arrow keys, from the controls and from a card (focus follows the card then).
    await previous.focus();
    await page.keyboard.press("ArrowRight");
    await expectSlide(0, "Nice airport transfer");
    await expect(previous).toBeFocused();
    await slides.nth(0).getByRole("link").focus();
    await page.keyboard.press("ArrowLeft");
    await expectSlide(2, "Monaco heliport");
    await expect(slides.nth(2).getByRole("link")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expectSlide(0, "Nice airport transfer");

    // Swipe (a horizontal drag) to the left moves on.
    const box = await slides.nth(0).boundingBox();
    if (!box) throw new Error("no slide box");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 80, y, { steps: 4 });
    await page.mouse.move(box.x + 40, y, { steps: 6 });
    await page.mouse.up();
    await expectSlide(1, "Cannes-Mandelieu airport");
    await expect(page).toHaveURL(/\/en\/services$/);
    // Moved to its second slide, the carousel is still accessible (hidden slides inert, live text).
    await expectNoAxeViolations(page);

    expect(watch.consoleErrors).toEqual([]);
  });

  test("from md up the cards form a grid, without carousel controls", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/services");
    await waitForHydration(page);
    await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Suivant" })).toHaveCount(0);
    const list = page.locator("#airport [role=list]");
    await expect(list).toHaveCSS("display", "grid");
    const cards = page.locator("#airport [role=listitem]");
    const boxes = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
    expect(new Set(boxes.map((b) => Math.round(b?.y ?? -1))).size).toBe(1);
    await page.locator("#airport").scrollIntoViewIfNeeded();
    for (const i of [0, 1, 2]) await expect(cards.nth(i)).toBeInViewport({ ratio: 0.5 });
    const lefts = boxes.map((b) => b?.x ?? -1);
    expect(lefts[0]).toBeLessThan(lefts[1] ?? 0);
    expect(lefts[1]).toBeLessThan(lefts[2] ?? 0);
    await expect(page.locator("#events [role=listitem]")).toHaveCount(5);
  });
});

/** React has hydrated once it has attached itself to the server-rendered elements. */
async function waitForHydration(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const main = document.querySelector("main");
        return main ? Object.keys(main).some((key) => key.startsWith("__reactFiber")) : false;
      }),
    )
    .toBe(true);
}

test.describe("service pages", () => {
  test("layout A: sections, links to the booking form filled for the service, rating, structured data", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/en/services/nice-airport-transfer");
    const service = services.find((s) => s.slug === "nice-airport-transfer");
    if (service?.layout !== "A") throw new Error("layout A expected");
    const content = service.page.en;
    await expect(page).toHaveTitle(new RegExp(`^${content.meta.title} \\| `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      content.meta.description,
    );
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: content.hero.cta }).first()).toHaveAttribute(
      "href",
      "/en/reservations?service=nice-airport-transfer",
    );
    await expect(main.locator('a[href="/en/reservations?service=nice-airport-transfer"]')).toHaveCount(2);
    // No rating configured (TRUST_RATING…): the page states no rating or review count of its own.
    await expect(main.getByText(/5\/5|reviews on|Google reviews/)).toHaveCount(0);
    await expect(main.getByRole("region", { name: "What we offer" }).locator("ol > li")).toHaveCount(3);
    await expect(main.getByText("01", { exact: true })).toBeVisible();
    await expect(main.locator("details")).toHaveCount(3);
    await expect(main.locator("figure blockquote")).toHaveCount(3);
    const others = main.getByRole("region", { name: "Other services" }).locator("h3 a");
    await expect(others).toHaveCount(service.others.length);
    // Disclosures open and close from the keyboard.
    const second = main.locator("details").nth(1);
    await second.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("open", "");

    const data = await jsonLd(page);
    const types = data.map((item) => item["@type"]);
    expect(types).toEqual(expect.arrayContaining(["BreadcrumbList", "Service", "FAQPage"]));
    const faq = data.find((item) => item["@type"] === "FAQPage") as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(3);
    const serviceLd = data.find((item) => item["@type"] === "Service") as {
      serviceType: string;
      provider: { name: string };
      areaServed: unknown[];
    };
    expect(serviceLd.serviceType).toBe("Nice airport transfer");
    expect(serviceLd.provider.name).toBe("Riviera Chauffeur Privé");
    expect(serviceLd.areaServed.length).toBeGreaterThan(0);
    const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string }[];
    };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual([
      "Home",
      "Services",
      "Nice airport transfer",
    ]);
  });

  test("layout B: sections, two calls to action, related services exactly as specified", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(LAYOUT_B_PAGE);
    const service = services.find((s) => s.slug === "guest-transportation");
    if (service?.layout !== "B") throw new Error("layout B expected");
    const main = page.locator("main");
    await expect(main.locator('a[href="/reservations"]')).toHaveCount(2);
    await expect(main.locator("details")).toHaveCount(2);
    await expect(main.getByRole("heading", { level: 2, name: service.page.fr.blockA.title })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: service.page.fr.blockB.title })).toBeVisible();
    const related = await main
      .getByRole("region", { name: "Services associés" })
      .locator("h3 a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(related).toEqual(service.related.map((slug) => `/services/${slug}`));
    const faq = (await jsonLd(page)).find((item) => item["@type"] === "FAQPage") as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(2);
  });

  test("the concierge page writes to the contact page or books for a guest; its one related service fills its row", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    for (const [path, contact] of [
      ["/services/concierge-collaboration", "/contact"],
      ["/en/services/concierge-collaboration", "/en/contact"],
    ] as const) {
      await page.goto(path);
      const main = page.locator("main");
      await expect(main.locator(`a[href="${contact}"]`)).toHaveCount(2);
      await expect(main.locator('a[href$="/reservations"]')).toHaveCount(0);
      // Beside it, the booking form opened for a guest (decision 043): step 1 carries it to step 3.
      const guest = main.getByTestId("guest-booking");
      await expect(guest).toHaveText(
        path.startsWith("/en") ? "Book for your guest" : "Réserver pour votre client",
      );
      await expect(guest).toHaveAttribute("href", `${contact.replace("contact", "reservations")}?for=guest`);
      const region = main.getByRole("region", { name: /^(Services associés|Related services)$/ });
      const card = region.locator("article");
      await expect(card).toHaveCount(1);
      const [row, box] = [await region.locator(".container-page").boundingBox(), await card.boundingBox()];
      // The card spans the row (less the padding), not a third of it.
      expect(box?.width ?? 0).toBeGreaterThan((row?.width ?? 0) * 0.9);
      // Its drawing is shown whole: the box keeps the drawing's 16:10.
      const image = await card.locator("img").boundingBox();
      expect((image?.width ?? 0) / (image?.height ?? 1)).toBeCloseTo(1.6, 1);
      await guest.click();
      await expect(page).toHaveURL(/\/reservations\?for=guest$/);
      await expect(page.locator('form input[type="hidden"][name="for"]')).toHaveValue("guest");
    }
  });

  test("the Cannes Festival page points to the festival guide", async ({ page }) => {
    await page.goto("/en/services/cannes-festival-transfer");
    await expect(page.getByRole("link", { name: "Read our Festival guide" })).toHaveAttribute(
      "href",
      "/en/blog/cannes-festival-guide",
    );
    await page.goto("/services/cannes-festival-transfer");
    await expect(page.getByRole("link", { name: "Lire notre guide du Festival" })).toHaveAttribute(
      "href",
      "/blog/cannes-festival-guide",
    );
  });
});

// The services pages' accessibility scans, console, third-party and internal-link checks are those of
// site-walk.spec.ts (every public page, both languages, both widths); the carousel test above scans
// the carousel's own moved state.
