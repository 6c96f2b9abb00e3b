/**
 * What a shared page (server/page-cache.ts) changes in React Router's document before it is stored,
 * so that nothing but the page itself stands before its first paint (decision 022).
 *
 * React Router writes a `<link rel="modulepreload">` into the head for every module of the page
 * (20 to 30). Chromium fetches them at high priority, alongside the fonts and the hero image, and
 * Lighthouse's simulation counts every high-priority script that finished before the first paint as
 * render-blocking: module scripts leave no trace of when they ran, so it cannot tell they did not.
 * At low priority they are still fetched at once, after what the paint needs; hydration waits for
 * them either way.
 */
export function lowerModulePreloads(html: string): string {
  const head = html.indexOf("</head>");
  if (head < 0) return html;
  return (
    html
      .slice(0, head)
      .replaceAll('<link rel="modulepreload" href=', '<link rel="modulepreload" fetchPriority="low" href=') +
    html.slice(head)
  );
}
