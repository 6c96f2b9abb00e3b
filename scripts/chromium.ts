/**
 * Debian's Chromium as the tests and the scripts drive it: no sandbox (root in a container), no GPU, and
 * none of the background traffic a browser makes on its own (the site must make no third-party request,
 * and the browser must not either while it is measured).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
