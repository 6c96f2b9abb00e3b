import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ART_KEYS } from "~/content/art";
import { SCENES } from "./scenes";

const DIR = path.resolve(import.meta.dirname, "../../app/assets/illustrations");

describe("the drawings", () => {
  it("are the committed files, as the scenes draw them (run `npm run art` after editing a scene)", () => {
    expect(Object.keys(SCENES).sort()).toEqual([...ART_KEYS].sort());
    for (const [name, draw] of Object.entries(SCENES))
      expect(fs.readFileSync(path.join(DIR, `${name}.svg`), "utf8"), name).toBe(draw());
  });

  it("stay light, sized and self-contained: 16:10, under 16 KB gzip, no external reference", () => {
    for (const name of ART_KEYS) {
      const svg = fs.readFileSync(path.join(DIR, `${name}.svg`), "utf8");
      expect(svg, name).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 500" width="1600" height="1000">/,
      );
      expect(gzipSync(svg).length, name).toBeLessThan(16 * 1024);
      expect(svg, name).not.toMatch(/href=|<image|<script|url\((?!#)/);
      // every gradient a shape uses is defined in the file
      for (const [, id] of svg.matchAll(/url\(#([\w-]+)\)/g))
        expect(svg, `${name} #${id}`).toContain(`id="${id}"`);
    }
  });
});
