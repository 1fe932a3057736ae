/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** When set, the root shows a 5-second "we have moved" countdown and then sends the browser there. */
  readonly VITE_MOVED_TO_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
