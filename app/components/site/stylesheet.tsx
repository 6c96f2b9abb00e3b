import { createContext, useContext } from "react";

/** Reads a built stylesheet's text; provided by the server renderer, absent in the browser. */
export const StylesheetTextContext = createContext<(href: string) => string | null>(() => null);

/**
 * The site's stylesheet. On the server it is written into the page as a <style> resource (React
 * keys it by href); in the browser the same element finds that resource already in the document and
 * leaves it, so the text never travels in JavaScript. In development, or if the file cannot be read,
 * it is a plain link.
 */
export function Stylesheet({ href }: { href: string }) {
  const read = useContext(StylesheetTextContext);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} precedence="default" />;
  if (typeof document === "undefined") {
    const text = read(href);
    if (text === null) return <link rel="stylesheet" href={href} precedence="default" />;
    return (
      <style href={href} precedence="default">
        {text}
      </style>
    );
  }
  return (
    <style href={href} precedence="default">
      {""}
    </style>
  );
}
