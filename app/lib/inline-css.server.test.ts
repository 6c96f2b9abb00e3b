import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inlineStylesheet, setClientDir } from "./inline-css.server";

function clientFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-css-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "app-AbC_12-x.css"), "body{color:#0c1a2b}");
  fs.writeFileSync(path.join(dir, "secret.css"), "not an asset");
  return dir;
}

describe("inline stylesheet", () => {
  afterEach(() => setClientDir(undefined));

  it("reads a built stylesheet once the client folder is known", () => {
    setClientDir(clientFolder());
    expect(inlineStylesheet("/assets/app-AbC_12-x.css")).toBe("body{color:#0c1a2b}");
  });

  it("links instead (null) in development, when no folder is set", () => {
    expect(inlineStylesheet("/assets/app-AbC_12-x.css")).toBeNull();
  });

  it("reads nothing outside /assets, nor anything but a .css file", () => {
    const dir = clientFolder();
    setClientDir(path.join(dir, "assets"));
    for (const href of [
      "/assets/../secret.css",
      "/secret.css",
      "/assets/app.js",
      "assets/app-AbC_12-x.css",
    ]) {
      expect(inlineStylesheet(href)).toBeNull();
    }
  });

  it("keeps the text it read: a later change on disk is not picked up until the next start", () => {
    const dir = clientFolder();
    setClientDir(dir);
    expect(inlineStylesheet("/assets/app-AbC_12-x.css")).toBe("body{color:#0c1a2b}");
    fs.writeFileSync(path.join(dir, "assets", "app-AbC_12-x.css"), "body{color:red}");
    expect(inlineStylesheet("/assets/app-AbC_12-x.css")).toBe("body{color:#0c1a2b}");
    expect(inlineStylesheet("/assets/missing-1.css")).toBeNull();
  });
});
