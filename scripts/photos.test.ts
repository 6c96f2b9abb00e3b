import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript module without type declarations
import { buildPhotos, PHOTO_DIRS, PUBLIC_DIR, servedOriginals } from "./photos.mjs";

describe("the photo pipeline", () => {
  it("makes AVIF and WebP versions at the widths a photo allows, and records its size", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "photos-"));
    const src = path.join(dir, "src");
    fs.mkdirSync(src);
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#13263d" } })
      .jpeg()
      .toFile(path.join(src, "vclass-profile.jpg"));
    await sharp({ create: { width: 300, height: 200, channels: 3, background: "#b8944f" } })
      .png()
      .toFile(path.join(src, "riviera.png"));
    await sharp({ create: { width: 100, height: 100, channels: 3, background: "#fff" } })
      .jpeg()
      .toFile(path.join(src, "holiday.jpg"));
    const out = path.join(dir, "out");
    const manifestPath = path.join(dir, "photos.json");
    const logs: string[] = [];
    const manifest = await buildPhotos({
      srcDir: src,
      outDir: out,
      manifestPath,
      log: (m: string) => logs.push(m),
    });
    expect(manifest).toEqual({
      riviera: { width: 300, height: 200, widths: [300] },
      "vclass-profile": { width: 1600, height: 1000, widths: [480, 960, 1440] },
    });
    expect(fs.readdirSync(out).sort()).toEqual(
      [
        "riviera-300.avif",
        "riviera-300.webp",
        "vclass-profile-1440.avif",
        "vclass-profile-1440.webp",
        "vclass-profile-480.avif",
        "vclass-profile-480.webp",
        "vclass-profile-960.avif",
        "vclass-profile-960.webp",
      ].sort(),
    );
    expect((await sharp(path.join(out, "vclass-profile-960.avif")).metadata()).format).toBe("heif");
    expect((await sharp(path.join(out, "vclass-profile-480.webp")).metadata()).width).toBe(480);
    expect(JSON.parse(fs.readFileSync(manifestPath, "utf8"))).toEqual(manifest);
    expect(logs.some((l) => l.includes("holiday.jpg ignored"))).toBe(true);
  });

  it("keeps the originals out of what the site serves, and strips their metadata from what it makes", async () => {
    // Everything under public/ is served as it is: the originals must be read from elsewhere.
    expect(path.relative(PUBLIC_DIR, PHOTO_DIRS.srcDir).startsWith("..")).toBe(true);
    expect(path.relative(PUBLIC_DIR, PHOTO_DIRS.outDir).startsWith("..")).toBe(false);
    expect(servedOriginals()).toEqual([]);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "photos-"));
    const src = path.join(dir, "src");
    fs.mkdirSync(src);
    // A photograph as a camera writes it: with EXIF (here the camera's make and the date).
    await sharp({ create: { width: 960, height: 600, channels: 3, background: "#13263d" } })
      .jpeg()
      .withExif({ IFD0: { Make: "Riviera Camera", DateTime: "2026:05:20 10:00:00" } })
      .toFile(path.join(src, "cabin.jpg"));
    expect((await sharp(path.join(src, "cabin.jpg")).metadata()).exif).toBeDefined();
    const out = path.join(dir, "out");
    await buildPhotos({
      srcDir: src,
      outDir: out,
      manifestPath: path.join(dir, "photos.json"),
      log: () => {},
    });
    for (const file of fs.readdirSync(out))
      expect((await sharp(path.join(out, file)).metadata()).exif).toBeUndefined();
    expect(servedOriginals(src)).toEqual(["cabin.jpg"]);
  });
});
