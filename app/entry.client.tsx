import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadDictionary } from "~/i18n/dictionary";
import { langOrFrench } from "~/i18n/lang";

// The page's texts are fetched first (one language only), then the server's HTML is hydrated.
const lang = document.documentElement.lang;
loadDictionary(langOrFrench(lang)).then(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  },
  (error: unknown) => {
    // The page stays as the server rendered it: every link and form works without JavaScript.
    console.error("Could not load the page’s texts; the page works without JavaScript.", error);
  },
);
