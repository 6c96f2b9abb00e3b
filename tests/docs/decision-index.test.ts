import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = join(import.meta.dirname, "../../docs/decisions");
const index = readFileSync(join(folder, "README.md"), "utf8");
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));

describe("the index of decision records", () => {
  it.each(records)("lists %s with its number and title", (file) => {
    const title = /^# (\d{3}) — (.+)$/m.exec(readFileSync(join(folder, file), "utf8"));
    expect(title, `${file} starts with "# NNN — Title"`).not.toBeNull();
    const [, number, text] = title!;
    expect(index).toContain(`| [${number}](${file}) | ${text} |`);
  });

  it("marks as superseded every record a later one supersedes", () => {
    for (const file of records) {
      const status = /^Date: .*$/m.exec(readFileSync(join(folder, file), "utf8"))?.[0] ?? "";
      for (const [, older] of status.matchAll(/[Ss]upersedes .*?(\d{3})/g)) {
        const row = index.split("\n").find((line) => line.startsWith(`| [${older}]`));
        expect(row, `record ${older}, superseded by ${file}`).toMatch(/superseded/i);
      }
    }
  });
});
