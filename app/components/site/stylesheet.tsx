import { createContext, useContext } from "react";

/**
 * Provided by the server renderer, absent in the browser: reads a built stylesheet's text, and the
 * request's CSP nonce, which the inline style carries (the policy allows no other inline style).
 */
export const StylesheetTextContext = createContext<{ read: (href: string) => string | null; nonce?: string }>(
  {
    read: () => null,
  },
);

/**
 * The site's stylesheet. On the server it is written into the page as a <style> resource (React
 * keys it by href); in the browser the same element finds that resource already in the document and
 * leaves it, so the text never travels in JavaScript. In development, or if the file cannot be read,
 * it is a plain link.
 */
export function Stylesheet({ href }: { href: string }) {
  const { read, nonce } = useContext(StylesheetTextContext);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} precedence="default" />;
  if (typeof document === "undefined") {
    const text = read(href);
    if (text === null) return <link rel="stylesheet" href={href} precedence="default" />;
    return (
      <style href={href} precedence="default" nonce={nonce}>
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
