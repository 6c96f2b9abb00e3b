import fs from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { yamlData } from "./vite-yaml-data.ts";

export default defineConfig(({ command }) => ({
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // The server bundle's entry is the Express app (server/app.ts), which imports the React Router build.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  // In development the Express adapter must share the app's copy of react-router (its context class
  // is checked with instanceof), so Vite processes it instead of leaving it to Node.
  ssr: command === "serve" ? { noExternal: ["@react-router/node"] } : undefined,
  plugins: [browserDictionary(), yamlData(), tailwindcss(), reactRouter()],
}));

/**
 * The browser gets app/i18n/dictionary.browser.ts wherever the code imports app/i18n/dictionary.ts:
 * the same functions, but only the page's language is fetched (decision 011). Server and tests keep both.
 */
function browserDictionary(): Plugin {
  const shared = path.resolve("app/i18n/dictionary.ts");
  const browser = path.resolve("app/i18n/dictionary.browser.ts");
  // The pages' texts of each language (site.ts): the e-mails' stay on the server.
  const sources = { fr: path.resolve("app/i18n/fr/site.ts"), en: path.resolve("app/i18n/en/site.ts") };
  // The client build names each language's chunk here; the server build, which comes after, reads it
  // (virtual:dictionary-chunks) so that each page asks for its language's file in its head.
  const record = path.resolve(process.env.BUILD_DIR ?? "build", "dictionary-chunks.json");
  const virtual = "\0virtual:dictionary-chunks";
  let serving = false;
  return {
    name: "browser-dictionary",
    enforce: "pre",
    configResolved(config) {
      serving = config.command === "serve";
    },
    load(id) {
      if (id !== virtual) return null;
      if (serving)
        return `export default ${JSON.stringify({ fr: "/app/i18n/fr/site.ts", en: "/app/i18n/en/site.ts" })};`;
      if (!fs.existsSync(record)) this.error(`${record} is missing: the client bundle must be built first`);
      return `export default ${fs.readFileSync(record, "utf8")};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config.consumer !== "client") return;
      const chunks: Record<string, string> = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk" || !file.facadeModuleId) continue;
        for (const [lang, source] of Object.entries(sources))
          if (file.facadeModuleId === source) chunks[lang] = `/${file.fileName}`;
      }
      if (!chunks.fr || !chunks.en)
        this.error("The dictionaries' chunks were not found in the client bundle");
      fs.mkdirSync(path.dirname(record), { recursive: true });
      fs.writeFileSync(record, JSON.stringify(chunks));
    },
    async resolveId(source, importer, options) {
      if (source === "virtual:dictionary-chunks") return virtual;
      if (options?.ssr || this.environment?.config.consumer !== "client") return null;
      if (!/(^|\/)dictionary(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === shared ? browser : null;
    },
  };
}
