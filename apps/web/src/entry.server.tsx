import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { NonceContext } from "@/lib/nonce";
import { reactFlushes } from "@/lib/react-flushes.server";

/** How long a render may stream before it is cut off. */
export const streamTimeout = 5_000;

/**
 * React Router's Node entry with the answer's CSP nonce (apps/server/src/web-app.ts) on every
 * inline script the framework writes. Every loader has finished before the shell renders, so the
 * first HTML holds the screen with its data.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={loadContext.cspNonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={loadContext.cspNonce} />
      </NonceContext>,
      {
        nonce: loadContext.cspNonce,
        [readyOption]() {
          shellRendered = true;
          // One chunk per React flush, not per 4 KB piece (lib/react-flushes.server.ts).
          const body = reactFlushes(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // A document is made for this request (its session, its nonce): never stored.
          responseHeaders.set("Cache-Control", "no-store");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.logError(error, "Render error");
        },
      },
    );
  });
}

/**
 * A loader's or action's unexpected error, logged once by the server's logger with the request's id
 * (React Router would print it to the console). Answers a loader throws on purpose (404, 403) and
 * requests the visitor left are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  (context as AppLoadContext).logError(error, "Unhandled error");
};
