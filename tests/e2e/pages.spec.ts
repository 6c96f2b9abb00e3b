import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, PHONE, watchPage } from "./helpers";
import { staffContext } from "./office";

interface PageCase {
  path: string;
  lang: "fr" | "en";
  h1: string;
  /** a text the server's HTML must already hold (no apostrophe: the HTML escapes it) */
  ssr: string;
  indexable?: boolean;
}

const PAGES: PageCase[] = [
  {
    path: "/fleet",
    lang: "fr",
    h1: "La Mercedes Classe V, un salon en mouvement",
    ssr: "Climatisation 4 zones",
  },
  {
    path: "/en/fleet",
    lang: "en",
    // The word joiner keeps "V-Class" whole on a phone (app/content/typography.ts).
    h1: "The Mercedes V-\u2060Class, a lounge on the move",
    ssr: "4-zone climate control",
  },
  {
    path: "/about",
    lang: "fr",
    h1: "Voyager sereinement sur la Riviera",
    ssr: "Tous âgés de plus de 30 ans",
  },
  {
    path: "/en/about",
    lang: "en",
    h1: "Calm, precise travel on the Riviera",
    ssr: "All over 30 years of age",
  },
  { path: "/contact", lang: "fr", h1: "Parlons de votre trajet", ssr: "Côte d" },
  { path: "/en/contact", lang: "en", h1: "Let’s talk about your journey", ssr: "Reach us directly" },
  { path: "/sitemap", lang: "fr", h1: "Toutes nos pages", ssr: "Transferts aéroport" },
  { path: "/en/sitemap", lang: "en", h1: "All our pages", ssr: "International journeys" },
  { path: "/legal", lang: "fr", h1: "Mentions légales", ssr: "Directeur de la publication" },
  { path: "/en/legal", lang: "en", h1: "Legal notice", ssr: "Director of publication" },
  { path: "/privacy", lang: "fr", h1: "Politique de confidentialité", ssr: "RGPD" },
  { path: "/en/privacy", lang: "en", h1: "Privacy policy", ssr: "GDPR" },
  { path: "/terms", lang: "fr", h1: "Conditions générales de vente", ssr: "Annulation" },
  { path: "/en/terms", lang: "en", h1: "Terms and conditions", ssr: "Cancellation" },
];

test.describe("the other public pages", () => {
  for (const item of PAGES) {
    test(`${item.path} answers 200 with its content in the server's HTML`, async ({ request }) => {
      const response = await request.get(item.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${item.lang}"`);
      expect(html).toContain(item.ssr);
      expect(html).not.toMatch(/\{(company|host)\.[a-zA-Z]+\}/);
      if (item.indexable === false) {
        expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
        expect(html).not.toContain('rel="canonical"');
      } else {
        expect(html).not.toContain("noindex");
        expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/[^"]*"/);
        expect(html).toMatch(/hreflang="x-default"/i);
        expect(html).toContain('"@type":"BreadcrumbList"');
      }
    });
  }

  // The heading as a browser shows it, each page in one tab one after the other. Accessibility,
  // console errors, third parties and the single h1 of these pages at both widths are checked by
  // site-walk.spec (every public page, both languages, both widths, scrolled to the end): the text
  // does not depend on the width, so one walk at a phone's width (a tab each at both widths took 28
  // tests and two minutes of CI's work on a slow machine).
  test("each page's heading, as the browser shows it at 390px", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const item of PAGES) {
      const response = await page.goto(item.path);
      expect(response?.status(), item.path).toBe(200);
      await expect(page.locator("html"), item.path).toHaveAttribute("lang", item.lang);
      await expect(page.getByRole("heading", { level: 1 }), item.path).toHaveText(item.h1);
    }
  });
});

test.describe("fleet and about", () => {
  test("the fleet page shows six features and the specification table", async ({ page }) => {
    await page.goto("/en/fleet");
    const table = page.getByRole("table", { name: "Specifications" });
    await expect(table.getByRole("rowheader")).toHaveText([
      "Model",
      "Capacity",
      "Luggage",
      "Year",
      "Air conditioning",
      "Colour",
    ]);
    await expect(table.getByRole("cell")).toHaveText([
      "Mercedes-Benz V-\u2060Class",
      "7 passengers",
      "8 suitcases",
      "2024",
      "4 zones",
      "Black",
    ]);
    await expect(page.getByRole("columnheader")).toHaveCount(2);
    await expect(page.locator("section[aria-labelledby='fleet-features-title'] li")).toHaveCount(6);
    await expect(page.locator("figure figcaption")).toHaveCount(3);
    await expect(
      page.getByRole("main").getByRole("link", { name: "Request a quote" }).last(),
    ).toHaveAttribute("href", "/en/reservations");
  });

  test("the about page shows its four values and the drivers", async ({ page }) => {
    await page.goto("/about");
    const values = page.locator("section[aria-labelledby='about-values-title'] h3");
    await expect(values).toHaveText(["Ponctualité", "Discrétion", "Exigence", "Attention"]);
    await expect(page.getByRole("heading", { name: "Vos chauffeurs" })).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join()).toContain('"@type":"AboutPage"');
  });
});

test.describe("legal pages", () => {
  test("fill the placeholders from the configuration and link their sections", async ({ page }) => {
    await page.goto("/legal");
    const main = page.getByRole("main");
    await expect(main).toContainText("Dénomination sociale : Riviera Chauffeur Privé");
    await expect(main).toContainText("SIRET : [COMPANY_SIRET]");
    await expect(main).toContainText("Dernière mise à jour : 22 novembre 2026");
    await expect(main).not.toContainText("{company.");
    const toc = page.getByRole("navigation", { name: "Sommaire" });
    const first = toc.getByRole("link").nth(1);
    const target = (await first.getAttribute("href"))!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
    await page.goto("/en/terms");
    await expect(page.getByRole("main")).toContainText("Last updated: 22 November 2026");
  });
});

test.describe("confirmation", () => {
  test("without the browser's proof of sending, an honest 404 page, never 'request sent'", async ({
    page,
    request,
  }) => {
    for (const path of [
      "/en/confirmation?ref=RC-7K2Q9Z",
      "/en/confirmation",
      `/en/confirmation?ref=${encodeURIComponent("<script>alert(1)</script>")}`,
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain("No request to show here");
      expect(html).not.toContain("Your request has been sent");
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    }
    const response = await page.goto("/confirmation?ref=RC-7K2Q9Z");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aucune demande à afficher ici");
    await expect(page.getByText("Référence de votre demande")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Demander un trajet" })).toHaveAttribute(
      "href",
      "/reservations",
    );
  });
});

test.describe("sitemap", () => {
  test("the /sitemap page lists the groups and ends with the booking and contact buttons", async ({
    page,
  }) => {
    await page.goto("/sitemap");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Pages principales",
      "Transferts aéroport",
      "Événements et VIP",
      "Voyages internationaux",
      "Services hôteliers",
      "Blog et guides",
      "Informations légales",
      "Prêt à partir ?",
    ]);
    await expect(page.getByRole("link", { name: "Transfert aéroport de Nice" }).first()).toHaveAttribute(
      "href",
      "/services/nice-airport-transfer",
    );
    const hrefs = await page
      .locator("section[aria-labelledby^='sitemap-'] a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).not.toContain("/confirmation");
    expect(hrefs).not.toContain("/admin");
    expect(hrefs).toContain("/blog/nice-to-milan");
    // French typography, as on the blog: the colon never starts a line.
    // (textContent, not toContainText, which would take the no-break space for a plain one)
    expect(await page.locator('a[href="/blog/cannes-festival-guide"]').first().textContent()).toContain(
      "Festival de Cannes\u00a0: le guide pratique",
    );
    await expect(page.getByRole("link", { name: "Demander un devis" }).last()).toHaveAttribute(
      "href",
      "/reservations",
    );
    await expect(page.getByRole("link", { name: "Nous contacter" })).toHaveAttribute("href", "/contact");
    await page.goto("/en/sitemap");
    await expect(page.getByRole("link", { name: "Legal notice" }).first()).toHaveAttribute(
      "href",
      "/en/legal",
    );
  });

  test("sitemap.xml lists both languages with reciprocal hreflang links", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, inner]) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(inner!)![1]!,
      links: [...inner!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => `${l} ${h}`),
    }));
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    expect(byLoc.get(`${baseURL}/fleet`)?.links).toEqual([
      `fr ${baseURL}/fleet`,
      `en ${baseURL}/en/fleet`,
      `x-default ${baseURL}/fleet`,
    ]);
    expect(byLoc.get(`${baseURL}/en`)?.links).toContain(`fr ${baseURL}/`);
    for (const entry of entries) {
      for (const link of entry.links) {
        const href = link.split(" ")[1]!;
        expect(byLoc.get(href)?.links, `${entry.loc} → ${href}`).toEqual(entry.links);
      }
    }
    expect(xml).not.toContain("/confirmation");
    expect(xml).not.toContain("/admin");
  });

  test("robots.txt keeps crawlers out of the private pages and names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    for (const path of ["/admin", "/auth", "/confirmation", "/en/confirmation"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

async function fillContact(
  page: Page,
  fields: { name: string; email: string; phone?: string; message: string },
) {
  await page.locator("input[name=name]").fill(fields.name);
  await page.locator("input[name=email]").fill(fields.email);
  await page.locator("input[name=phone]").fill(fields.phone ?? "");
  await page.locator("textarea[name=message]").fill(fields.message);
}

async function expectEmptyForm(page: Page) {
  for (const selector of [
    "input[name=name]",
    "input[name=email]",
    "input[name=phone]",
    "textarea[name=message]",
  ]) {
    await expect(page.locator(selector)).toHaveValue("");
  }
}

test.describe("contact form", () => {
  test("with JavaScript: pending state, then the success message and empty fields", async ({ page }) => {
    const watch = watchPage(page);
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    await fillContact(page, {
      name: "Claire Martin",
      email: "claire.martin@example.com",
      phone: "06 12 34 56 78",
      message: "Bonjour, nous cherchons un transfert de Nice à Monaco le 3 juin pour quatre personnes.",
    });
    // Hold the submission a moment to see the pending state.
    await page.route("**/contact*", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByRole("button", { name: "Envoi..." })).toBeDisabled();
    await expect(page.getByText("Message envoyé ! Nous vous répondons rapidement.")).toBeVisible();
    await expect(page).toHaveURL(/\/contact\?sent=1#contact-form$/);
    await expectEmptyForm(page);
    expect(watch.consoleErrors).toEqual([]);
  });

  test("without JavaScript: the success message and empty fields", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/contact");
    await fillContact(page, {
      name: "James Carter",
      email: "james.carter@example.co.uk",
      message: "Hello, could you drive us from Cannes to Milan on 14 June, two adults and a child?",
    });
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/en\/contact\?sent=1#contact-form$/);
    await expect(page.getByText("Message sent! We will respond quickly.")).toBeVisible();
    await expectEmptyForm(page);
    await context.close();
  });

  test("without JavaScript, Send pressed again before the first answer shows leaves one message for the office (decision 034)", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    const email = `send.again.${Date.now()}@example.com`;
    await page.goto("/contact");
    await fillContact(page, {
      name: "Hélène Roux",
      email,
      message: "Bonjour, pourriez-vous nous conduire de l’aéroport de Nice à Èze samedi vers 15 h ?",
    });
    // A slow line: the first post reaches the server, its answer never shows (the page stays as it
    // is), and the visitor presses Send again.
    let first = true;
    await page.route(/\/contact$/, async (route) => {
      if (!first || route.request().method() !== "POST") return route.continue();
      first = false;
      const answer = await route.fetch({ maxRedirects: 0 });
      expect(answer.status()).toBe(303);
      await route.fulfill({ status: 204 });
    });
    const send = page.getByRole("button", { name: "Envoyer" });
    await send.click();
    await expect.poll(() => first).toBe(false);
    await send.click();
    await expect(page).toHaveURL(/\/contact\?sent=1#contact-form$/);
    await expect(page.getByText("Message envoyé ! Nous vous répondons rapidement.")).toBeVisible();
    const staff = await staffContext(browser, new URL(page.url()).origin);
    const list = await staff.newPage();
    await list.goto(`/admin?tab=messages&q=${encodeURIComponent(email)}`);
    await expect(list.getByTestId("message-total")).toHaveText("1 message");
    await staff.close();
    await context.close();
  });

  test("with JavaScript: a field error keeps the other fields and focuses the field to fix", async ({
    page,
  }) => {
    await page.goto("/en/contact");
    await page.waitForLoadState("networkidle");
    const message = "We land at Nice airport at 10:40 on Friday; please meet us.";
    await fillContact(page, { name: "<script>alert(1)</script>", email: "guest@example.com", message });
    await page.getByRole("button", { name: "Send" }).click();
    const name = page.getByRole("textbox", { name: "Name" });
    await expect(
      page.getByText("Your name cannot contain the characters < or >, or a line break."),
    ).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(name).toHaveValue("<script>alert(1)</script>");
    await expect(page.locator("textarea[name=message]")).toHaveValue(message);
    await expect(page.getByText("Message sent!")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("with JavaScript, an empty French form in an English browser gets the site's French messages", async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByText("Veuillez indiquer votre nom.")).toBeVisible();
    await expect(page.getByText("Veuillez écrire votre message.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Nom" })).toHaveAttribute("aria-invalid", "true");
  });

  for (const lang of ["fr", "en"] as const) {
    test(`invalid submissions get translated field errors (400) and store nothing (${lang})`, async ({
      request,
      baseURL,
    }) => {
      const path = lang === "fr" ? "/contact" : "/en/contact";
      const valid = {
        name: "Sofia Rossi",
        email: "sofia.rossi@example.it",
        phone: "+39 02 1234 5678",
        message: "Buongiorno, we would like a quote for a transfer from Monaco to Milan.",
      };
      const expectations = {
        fr: {
          empty: [
            "Veuillez indiquer votre nom.",
            "Veuillez indiquer votre adresse e-mail.",
            "Veuillez écrire votre message.",
          ],
          long: "Le nom ne peut pas dépasser 120 caractères.",
          email: "Veuillez saisir une adresse e-mail valide",
          script: "Le nom ne peut pas contenir les caractères &lt; ou &gt;",
          success: "Message envoyé\u00a0! Nous vous répondons rapidement.",
        },
        en: {
          empty: [
            "Please enter your name.",
            "Please enter your email address.",
            "Please write your message.",
          ],
          long: "Your name cannot be longer than 120 characters.",
          email: "Please enter a valid email address",
          script: "Your name cannot contain the characters &lt; or &gt;",
          success: "Message sent! We will respond quickly.",
        },
      }[lang];
      const post = (form: Record<string, string>) =>
        request.post(path, { form, headers: { Origin: baseURL! }, maxRedirects: 0 });

      const cases: [Record<string, string>, string[]][] = [
        [{ name: "", email: "", phone: "", message: "" }, expectations.empty],
        [{ ...valid, name: "N".repeat(10_240) }, [expectations.long]],
        [{ ...valid, email: "sofia@@example" }, [expectations.email]],
        [{ ...valid, name: "<script>alert(document.cookie)</script>" }, [expectations.script]],
      ];
      for (const [form, messages] of cases) {
        const response = await post(form);
        expect(response.status()).toBe(400);
        const html = await response.text();
        for (const message of messages) expect(html).toContain(message);
        expect(html).not.toContain(expectations.success);
        // The visitor's markup comes back as text, never as a live element.
        expect(html).not.toContain("<script>alert(document.cookie)</script>");
      }

      // A valid message right after still goes through.
      const ok = await post(valid);
      expect(ok.status()).toBe(303);
      expect(ok.headers().location).toBe(`${path}?sent=1#contact-form`);
      const after = await request.get(`${path}?sent=1`);
      expect(await after.text()).toContain(expectations.success);
    });
  }
});

test.describe("fonts", () => {
  for (const path of ["/services/nice-airport-transfer", "/en", "/en/contact"]) {
    test(`${path} downloads the Latin faces it uses, once each, and no Latin Extended file`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const files = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((name) => name.endsWith(".woff2"))
          .map((name) => name.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.woff2$/, "")),
      );
      // French and English need only the Latin subsets: a face without its unicode-range made the
      // browser fetch its Latin Extended file too (and first), about 20 KB more per face.
      expect(files.filter((file) => file.includes("latin-ext"))).toEqual([]);
      expect(new Set(files).size).toBe(files.length);
      // No first or second screen sets a text in italic serif: the face (25 KB) was fetched by every
      // service page for the one sentence of its quote band.
      expect(files.filter((file) => file.includes("italic"))).toEqual([]);
      // The two preloaded faces (the text's and the headings') are the ones the first screen uses.
      expect(files).toEqual(
        expect.arrayContaining(["inter-latin-wght-400-700", "cormorant-garamond-latin-600-normal"]),
      );
      const loaded = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
      );
      expect(loaded).toEqual(expect.arrayContaining(["Inter Variable", "Cormorant Garamond"]));
    });
  }
});

test("public pages hydrate without building an Intl formatter (a phone's first one costs tens of ms)", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const built: string[] = [];
    Object.assign(window, { intlBuilt: built });
    for (const name of [
      "NumberFormat",
      "DateTimeFormat",
      "ListFormat",
      "DisplayNames",
      "PluralRules",
    ] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      Object.defineProperty(Intl, name, {
        value: new Proxy(Original, {
          construct(target, args) {
            built.push(`${name} ${JSON.stringify(args)}`);
            return new target(...args);
          },
        }),
      });
    }
  });
  for (const path of [
    "/",
    "/en/services/nice-airport-transfer",
    "/blog/nice-to-milan",
    "/en/reservations?step=1",
  ]) {
    await page.goto(path);
    await page.keyboard.press("Shift"); // a key starts the hydration at once
    // React has hydrated the footer (where the copyright's years were formatted) once its elements
    // carry React's own keys.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.querySelector("footer p") ?? {}).some((key) => key.startsWith("__react")),
        ),
      )
      .toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt), path).toEqual(
      [],
    );
  }
});
