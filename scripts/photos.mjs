// Turns the owner's photographs (photos/<theme>.jpg at the project's root, a theme being an illustration's name) into
// responsive AVIF and WebP versions, without the originals' metadata, and writes their dimensions to
// app/content/photos.json, which the pages read. Runs before every build. The originals stay outside public/: what is there
// is served as it is.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

// A photograph is named after the illustration it replaces: the drawings' file names are the themes.
const ILLUSTRATIONS = path.resolve(import.meta.dirname, "../app/assets/illustrations");
const THEMES = fs
  .readdirSync(ILLUSTRATIONS)
  .filter((f) => f.endsWith(".svg"))
  .map((f) => f.slice(0, -4))
  .sort();
const WIDTHS = [480, 960, 1440, 1920];
const SOURCE = /\.(jpe?g|png|webp|tiff?)$/i;

export async function buildPhotos({ srcDir, outDir, manifestPath, log = console.log }) {
  const manifest = {};
  fs.mkdirSync(outDir, { recursive: true });
  const files = fs.existsSync(srcDir)
    ? fs
        .readdirSync(srcDir)
        .filter((f) => SOURCE.test(f))
        .sort()
    : [];
  for (const file of files) {
    const theme = file.replace(SOURCE, "").toLowerCase();
    if (!THEMES.includes(theme)) {
      log(`photos: ${file} ignored (name it after one of: ${THEMES.join(", ")})`);
      continue;
    }
    const input = path.join(srcDir, file);
    const meta = await sharp(input).rotate().metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    const widths = WIDTHS.filter((w) => w <= width);
    if (!widths.length) widths.push(width);
    const stamp = fs.statSync(input).mtimeMs;
    for (const w of widths) {
      for (const format of ["avif", "webp"]) {
        const out = path.join(outDir, `${theme}-${w}.${format}`);
        if (fs.existsSync(out) && fs.statSync(out).mtimeMs >= stamp) continue;
        const pipeline = sharp(input).rotate().resize({ width: w, withoutEnlargement: true });
        await (format === "avif"
          ? pipeline.avif({ quality: 55, effort: 4 })
          : pipeline.webp({ quality: 78 })
        ).toFile(out);
      }
    }
    manifest[theme] = { width, height, widths };
    log(`photos: ${file} → ${widths.length * 2} files`);
  }
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  if (!fs.existsSync(manifestPath) || fs.readFileSync(manifestPath, "utf8") !== json)
    fs.writeFileSync(manifestPath, json);
  return manifest;
}

const root = path.resolve(import.meta.dirname, "..");
export const PUBLIC_DIR = path.join(root, "public");
export const PHOTO_DIRS = {
  srcDir: path.join(root, "photos"),
  outDir: path.join(PUBLIC_DIR, "photos/generated"),
  manifestPath: path.join(root, "app/content/photos.json"),
};

/** Photographs left where the site serves them as they are (the folder the originals used to go in). */
export function servedOriginals(dir = path.join(PUBLIC_DIR, "photos")) {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => SOURCE.test(f)) : [];
}

if (import.meta.main) {
  for (const file of servedOriginals())
    console.warn(
      `photos: public/photos/${file} is served to anyone as it is; move it to photos/ (see photos/README.md)`,
    );
  await buildPhotos(PHOTO_DIRS);
}
