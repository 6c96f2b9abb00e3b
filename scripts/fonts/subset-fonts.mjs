// The site's three first-screen faces, cut down to what the site sets (not a test; re-run after a
// Fontsource upgrade): `node scripts/fonts/subset-fonts.mjs` writes app/assets/fonts/, and
// `--check` (run by the unit tests) fails if the committed files are not what it would write.
//
// Each face keeps the code points of its Latin subset (the unicode-range of app/fonts.css, the same
// as Fontsource's) and every OpenType feature (tabular figures included); what goes is what no page
// can use: Inter's weights outside 400–700 (the site sets 400, 500, 600 and bold) and the tables a
// browser ignores. The fonts are under the SIL Open Font License 1.1, which allows modified versions
// (neither declares a Reserved Font Name); the licence travels with them in the same folder.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const out = path.join(root, "app/assets/fonts");
const fontsource = (file) => path.join(root, "node_modules", file);

/** The Latin subset's code points, read from the Latin faces' unicode-range in app/fonts.css. */
function latinCodePoints() {
  const css = fs.readFileSync(path.join(root, "app/fonts.css"), "utf8");
  const range = /unicode-range: (U\+0000-00FF[^;]*);/.exec(css)?.[1];
  if (!range) throw new Error("app/fonts.css: no Latin unicode-range found");
  const points = [];
  for (const part of range.split(/,\s*/)) {
    const [from, to = from] = part.replace("U+", "").split("-");
    for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code++) points.push(code);
  }
  return String.fromCodePoint(...points);
}

const FACES = [
  {
    from: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    to: "inter-latin-wght-400-700.woff2",
    variationAxes: { wght: { min: 400, max: 700, default: 400 } },
  },
  {
    from: "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2",
    to: "cormorant-garamond-latin-500-normal.woff2",
  },
  {
    from: "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2",
    to: "cormorant-garamond-latin-600-normal.woff2",
  },
];
const LICENCES = [
  { from: "@fontsource-variable/inter/LICENSE", to: "LICENSE-inter.txt" },
  { from: "@fontsource/cormorant-garamond/LICENSE", to: "LICENSE-cormorant-garamond.txt" },
];

const check = process.argv.includes("--check");
const text = latinCodePoints();
const stale = [];
for (const face of FACES) {
  const source = fs.readFileSync(fontsource(face.from));
  const bytes = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: face.variationAxes });
  const target = path.join(out, face.to);
  if (check) {
    if (!fs.existsSync(target) || !fs.readFileSync(target).equals(bytes)) stale.push(face.to);
  } else {
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(target, bytes);
    console.log(
      `${face.to}: ${source.length.toLocaleString("en")} → ${bytes.length.toLocaleString("en")} bytes`,
    );
  }
}
for (const licence of LICENCES) {
  const source = fs.readFileSync(fontsource(licence.from));
  const target = path.join(out, licence.to);
  if (check) {
    if (!fs.existsSync(target) || !fs.readFileSync(target).equals(source)) stale.push(licence.to);
  } else fs.writeFileSync(target, source);
}
if (stale.length) {
  console.error(`app/assets/fonts is out of date (${stale.join(", ")}): node scripts/fonts/subset-fonts.mjs`);
  process.exit(1);
}
