import { expect, test } from "@playwright/test";

// The sections below a page's first screen are laid out only as they near the screen
// (content-visibility: auto, app/app.css). Recording a trace snapshots the DOM, which lays out every
// section, and the browser then fetches the faces of all of them as no visitor's browser would.
test.use({ trace: "off" });

test("a service page fetches the quote's italic face only when the visitor scrolls to it", async ({
  page,
}) => {
  await page.goto("/en/services/nice-airport-transfer");
  await page.evaluate(() => document.fonts.ready);
  const italic = () =>
    page.evaluate(
      () =>
        [...document.fonts].find((face) => face.style === "italic" && face.unicodeRange.startsWith("U+0-FF"))
          ?.status,
    );
  // The sections below the first screen are not laid out yet (content-visibility: auto).
  expect(await italic()).toBe("unloaded");
  await page.locator("main > section p.italic").scrollIntoViewIfNeeded();
  await expect.poll(italic).toBe("loaded");
});
