import dictionaryChunks from "virtual:dictionary-chunks";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { StylesheetTextContext } from "~/components/site/stylesheet";
import { DictionaryChunksContext } from "~/i18n/preload";
import { requestInfoContext } from "~/lib/context.server";
import { firstPaintStream } from "~/lib/first-paint-stream.server";
import { inlineStylesheet } from "~/lib/inline-css.server";
import { log } from "~/lib/logger.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { cspNonce: nonce, forSharing } = loadContext.get(requestInfoContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      forSharing || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <StylesheetTextContext value={{ read: inlineStylesheet, nonce }}>
        <DictionaryChunksContext value={{ chunks: dictionaryChunks, nonce }}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DictionaryChunksContext>
      </StylesheetTextContext>,
      {
        nonce: nonce ? { script: nonce, style: nonce } : undefined,
        [readyOption]() {
          shellRendered = true;
          const body = firstPaintStream({
            onEnd() {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
            // A shared page is rewritten whole before it is stored (deferHydration in lib/first-paint.server.ts).
            enabled: !forSharing,
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render error", { error });
        },
      },
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  log.error("request failed", { path: new URL(request.url).pathname, error });
}
