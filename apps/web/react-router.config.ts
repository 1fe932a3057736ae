import type { Config } from "@react-router/dev/config";

// Framework mode (docs/web-architecture.md): every document is rendered by the Express server
// (apps/server/src/http/web-app.ts) from the server build in dist/server, hydrated from dist/client.
export default {
  appDirectory: "src",
  buildDirectory: "dist",
  ssr: true,
} satisfies Config;
