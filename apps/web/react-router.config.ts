import type { Config } from "@react-router/dev/config";

// Framework mode (docs/web-architecture.md): every document is rendered by the Express server
// (apps/server/src/web-app.ts) from the server build in dist/server, hydrated from dist/client.
export default {
  appDirectory: "src",
  // WEB_BUILD_DIRECTORY: a second build beside dist for an A/B bench (docs/performance.md).
  buildDirectory: process.env.WEB_BUILD_DIRECTORY ?? "dist",
  ssr: true,
} satisfies Config;
