import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import { ART_KEYS } from "~/content/art";

vi.mock("~/content/photos.json", () => ({
  default: { "vclass-profile": { width: 1600, height: 1000, widths: [480, 960, 1440] } },
}));

// The test files share their modules (vitest.config.ts, isolate: false): another file may already
// have loaded the real photos; the component is loaded afresh, with the mock.
vi.resetModules();
const { Art, ILLUSTRATIONS } = await import("./art");
// …and the files after this one get the real ones back.
afterAll(() => {
  vi.doUnmock("~/content/photos.json");
  vi.resetModules();
});

describe("Art", () => {
  it("shows the owner's photograph when the build made one: responsive, sized, lazy", () => {
    const html = renderToStaticMarkup(<Art art="vclass-profile" />);
    expect(html).toContain("<picture>");
    expect(html).toContain('type="image/avif"');
    expect(html).toContain(
      "/photos/generated/vclass-profile-480.avif 480w, /photos/generated/vclass-profile-960.avif 960w",
    );
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="1000"');
    expect(html).toContain('loading="lazy"');
    expect(renderToStaticMarkup(<Art art="vclass-profile" priority />)).toContain('loading="eager"');
  });

  it("otherwise shows the subject's illustration as a sized, lazy, decorative image", () => {
    const html = renderToStaticMarkup(<Art art="riviera" />);
    expect(html).not.toContain("<picture>");
    expect(html).toMatch(/^<img src="[^"]*\/riviera[^"]*\.svg"/);
    for (const attribute of ['alt=""', 'width="1600"', 'height="1000"', 'loading="lazy"'])
      expect(html).toContain(attribute);
  });

  it("carries a text alternative when the picture means something on its own", () => {
    expect(renderToStaticMarkup(<Art art="cabin" alt="The cabin" />)).toContain('alt="The cabin"');
  });

  it("has one drawing per name, and no drawing without a name", () => {
    expect(Object.keys(ILLUSTRATIONS).sort()).toEqual([...ART_KEYS].sort());
  });
});
