import { createElement, lazy, useState, type ComponentType } from "react";

export type Chunk = () => Promise<{ default: ComponentType }>;

export interface ScreenChunk {
  /** The screen: drawn at once when its chunk has loaded, else through React.lazy (Suspense). */
  Screen: ComponentType;
  /** Loads the chunk; once it has resolved, the Screen no longer suspends. */
  preload: () => Promise<unknown>;
}

/**
 * A route's screen in a chunk of its own, which the document can load before React's first render
 * (boot.ts, decision 125). React.lazy alone suspends at least once even when the chunk is already
 * loaded, and once a Suspense fallback has been shown React holds it for 300 ms at least before it
 * reveals the content: on every document load (decision 030) that was a third of a second of
 * spinner with the screen ready behind it.
 */
export function screenChunk(chunk: Chunk): ScreenChunk {
  let loaded: ComponentType | null = null;
  const preload = () =>
    chunk().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Screen() {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the screen.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  return { Screen, preload };
}
