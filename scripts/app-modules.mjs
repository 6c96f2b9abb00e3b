// Lets a script on Node 24 (types stripped) import the application's TypeScript modules as Vite does:
// `~/x` resolves to app/x, imports without an extension find the `.ts` file (or a folder's index.ts), and JSON files load
// without an import attribute (the application's own JSON files only: `require` of a package's JSON
// goes through these hooks too). Import this module before any `await import("../app/...")`.
import fs from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const app = pathToFileURL(path.join(root, "app")).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const target = specifier.startsWith("~/")
      ? pathToFileURL(path.join(root, "app", specifier.slice(2))).href
      : specifier;
    try {
      return nextResolve(target, context);
    } catch (error) {
      const local = target.startsWith(".") || target.startsWith("file:");
      if (!local) throw error;
      // A folder imported by name (`./en`) is its index.ts, as Vite resolves it.
      if (error.code === "ERR_UNSUPPORTED_DIR_IMPORT") return nextResolve(`${target}/index.ts`, context);
      if (error.code !== "ERR_MODULE_NOT_FOUND") throw error;
      return nextResolve(`${target}.ts`, context);
    }
  },
  load(url, context, nextLoad) {
    if (!url.startsWith(`${app}/`) || !url.endsWith(".json")) return nextLoad(url, context);
    const json = fs.readFileSync(fileURLToPath(url), "utf8");
    return { format: "module", source: `export default ${json};`, shortCircuit: true };
  },
});
