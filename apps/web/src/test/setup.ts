import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "./server";
import { settleQueries } from "./settle";

// findBy* waits up to 5 s (default 1 s): the first render of a lazy route on a loaded 2-core CI
// machine can take longer than a second. A wait that ends early costs nothing.
configure({ asyncUtilTimeout: 5000 });

// What Radix primitives (components/ui) call and jsdom lacks: element sizes, pointer capture, scrolling.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
Object.assign(Element.prototype, {
  hasPointerCapture: () => false,
  releasePointerCapture: () => undefined,
  scrollIntoView: () => undefined,
});

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));

afterEach(async () => {
  // Requests a test left under way would answer after it, outside act() (./settle).
  await settleQueries();
  cleanup();
  server.resetHandlers();
  for (const cookie of document.cookie.split("; ")) {
    const name = cookie.split("=")[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  localStorage.clear();
});

afterAll(() => server.close());
