import { describe, expect, it } from "vitest";
import { proseMarkdown } from "./markdown";
import { WORD_JOINER as J, joinShortCompounds } from "./typography";

describe("short compounds kept whole", () => {
  it("joins the hyphen after a letter that starts a word, in either language", () => {
    expect(joinShortCompounds("Confirmé par e-mail.")).toBe(`Confirmé par e-${J}mail.`);
    expect(joinShortCompounds("Our Mercedes V-Class seats 7")).toBe(`Our Mercedes V-${J}Class seats 7`);
    expect(joinShortCompounds("l’e-mail d’e-mails")).toBe(`l’e-${J}mail d’e-${J}mails`);
    expect(joinShortCompounds("E-mails (e-mailed) « e-mail »")).toBe(
      `E-${J}mails (e-${J}mailed) « e-${J}mail »`,
    );
  });

  it("leaves longer compounds, numbers, addresses and what is already joined", () => {
    for (const text of [
      "rendez-vous à Saint-Tropez",
      "articles L3122-1 et 1-1",
      "écrire à jean-marc.a-b@example.fr",
      "https://example.fr/a-b",
      "anti-e-mail",
      `e-${J}mail`,
    ]) {
      expect(joinShortCompounds(text)).toBe(text);
    }
  });

  it("applies to the rendered text, not to code or link addresses", () => {
    const html = proseMarkdown().render("Par e-mail, [le V-Class](/fr/v-class) ou `e-mail`.");
    expect(html).toBe(
      `<p>Par e-${J}mail, <a href="/fr/v-class">le V-${J}Class</a> ou <code>e-mail</code>.</p>\n`,
    );
  });
});
