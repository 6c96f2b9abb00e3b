// Writes every illustration to app/assets/illustrations/<name>.svg from the scenes. Run after editing a
// scene: `npm run art`. A unit test fails when a committed file differs from what its scene draws.
import fs from "node:fs";
import path from "node:path";
import { SCENES } from "./scenes.ts";

export const OUT_DIR = path.resolve(import.meta.dirname, "../../app/assets/illustrations");

if (import.meta.main) {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const file of fs.readdirSync(OUT_DIR)) if (file.endsWith(".svg")) fs.rmSync(path.join(OUT_DIR, file));
  for (const [name, draw] of Object.entries(SCENES))
    fs.writeFileSync(path.join(OUT_DIR, `${name}.svg`), draw());
  console.log(
    `art: ${Object.keys(SCENES).length} illustrations written to ${path.relative(process.cwd(), OUT_DIR)}`,
  );
}
