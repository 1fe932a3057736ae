import js from "@eslint/js";
import tseslint from "typescript-eslint";

// Server layering (docs/architecture.md): each folder of apps/server/src imports only folders below
// it: config, db, http, auth, services, the tRPC procedures (trpc/trpc.ts), api, the tRPC root.
const below = (layer, above) => ({
  files: [`apps/server/src/${layer}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(${above.join("|")})(/|\\.js$)`,
            message: `${layer}/ must not import a layer above it (docs/architecture.md).`,
          },
        ],
      },
    ],
  },
});
const aboveServices = ["services", "documents", "notifications", "api", "trpc", "seed", "app", "main"];
const serverLayering = [
  below("config", ["db", "http", "auth", "mail", ...aboveServices]),
  below("db", ["http", "auth", "mail", ...aboveServices]),
  below("http", ["auth", "mail", ...aboveServices]),
  below("auth", aboveServices),
  below("services", ["api", "trpc", "seed", "app", "main"]),
  // The procedures sit below the routers, the root that collects the routers above them.
  {
    ...below("api", ["trpc/(root|openapi|rest-adapter|resource-api)", "seed", "app", "main"]),
  },
  {
    ...below("trpc", ["api", "seed", "app", "main"]),
    files: ["apps/server/src/trpc/{trpc,context,error-messages}.ts"],
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "**/generated/**",
      "**/.turbo/**",
      "data/**",
      "apps/server/data/**",
      "**/data/outbox/**",
      "docs/**",
      "**/test-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        Buffer: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        setInterval: "readonly",
        clearInterval: "readonly",
        window: "readonly",
        document: "readonly",
        fetch: "readonly",
        performance: "readonly",
        TextEncoder: "readonly",
        TextDecoder: "readonly",
        crypto: "readonly",
        structuredClone: "readonly",
        AbortController: "readonly",
        Response: "readonly",
        Request: "readonly",
        Headers: "readonly",
        localStorage: "readonly",
        sessionStorage: "readonly",
        navigator: "readonly",
        WebAssembly: "readonly",
        queueMicrotask: "readonly",
      },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  ...serverLayering,
);
