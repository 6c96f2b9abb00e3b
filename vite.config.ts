import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { yamlData } from "./vite-yaml-data.ts";

export default defineConfig(({ command }) => ({
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // The server bundle's entry is the Express app (server/app.ts), which imports the React Router build.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  // In development the Express adapter must share the app's copy of react-router (its context class
  // is checked with instanceof), so Vite processes it instead of leaving it to Node.
  ssr: command === "serve" ? { noExternal: ["@react-router/node"] } : undefined,
  plugins: [yamlData(), tailwindcss(), reactRouter()],
}));
