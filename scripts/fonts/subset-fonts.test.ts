import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("the subset fonts in app/assets/fonts", () => {
  it("are what scripts/fonts/subset-fonts.mjs makes from the installed Fontsource files", () => {
    const script = path.join(import.meta.dirname, "subset-fonts.mjs");
    const run = spawnSync(process.execPath, [script, "--check"], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
