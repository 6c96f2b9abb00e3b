import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

vi.mock("~/content/photos.json", () => ({
  default: { van: { width: 1600, height: 1000, widths: [480, 960, 1440] } },
}));

const { Art } = await import("./art");

describe("Art", () => {
  it("shows the owner's photograph when the build made one: responsive, sized, lazy", () => {
    const html = renderToStaticMarkup(<Art art="van" />);
    expect(html).toContain("<picture>");
    expect(html).toContain('type="image/avif"');
    expect(html).toContain("/photos/generated/van-480.avif 480w, /photos/generated/van-960.avif 960w");
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="1000"');
    expect(html).toContain('loading="lazy"');
    expect(renderToStaticMarkup(<Art art="van" priority />)).toContain('loading="eager"');
  });

  it("falls back to the vector illustration for a theme without a photograph", () => {
    const html = renderToStaticMarkup(<Art art="coast" />);
    expect(html).toMatch(/^<svg[^>]*aria-hidden="true"/);
    expect(html).not.toContain("<picture>");
  });
});
