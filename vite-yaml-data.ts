import fs from "node:fs";
import type { Plugin } from "vite";
import { parse } from "yaml";

/**
 * Content written as YAML (app/content/services/*.yaml) becomes, at build time, a module whose default
 * export is the parsed data: no YAML parser ships with the site, and a syntax error fails the build
 * with the file's name. The data's shape is checked where it is used (app/content/service-files.ts).
 * Shared by vite.config.ts and vitest.config.ts.
 */
export function yamlData(): Plugin {
  return {
    name: "yaml-data",
    enforce: "pre",
    load(id) {
      const file = id.split("?")[0] ?? id;
      if (!file.endsWith(".yaml")) return null;
      this.addWatchFile(file);
      let data: unknown;
      try {
        data = parse(fs.readFileSync(file, "utf8"));
      } catch (error) {
        throw new Error(`${file}: invalid YAML: ${(error as Error).message}`);
      }
      return { code: `export default ${JSON.stringify(data)};`, map: null };
    },
  };
}
