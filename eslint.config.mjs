import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
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
const aboveServices = ["services", "api", "trpc", "seed", "app", "main"];
const serverLayering = [
  below("config", ["db", "http", "auth", "mail", ...aboveServices]),
  below("db", ["http", "auth", "mail", ...aboveServices]),
  below("http", ["auth", "mail", ...aboveServices]),
  below("mail", ["auth", ...aboveServices]),
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

// The type-aware strict rules (issue 10 §4) and React's rules of hooks. Outside STRICT (the e2e
// specs, the benches and scripts written in JavaScript, the root's config files) the recommended
// rules apply.
const WEB_CLEAN = ["apps/web/src/**/*.{ts,tsx}", "apps/web/*.config.ts"];
const STRICT = [
  "packages/{pricing,domain}/**/*.{ts,tsx}",
  "apps/server/{src,test,scripts,bench}/**/*.{ts,tsx}",
  "apps/server/*.config.ts",
  ...WEB_CLEAN,
];
const REACT_HOOKS = ["apps/web/src/**/*.{ts,tsx}"];

const strictRules = {
  // Numbers read fine in messages; anything else (objects, unions with undefined) must be converted.
  "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
  // `onClick={() => setOpen(false)}` is how React handlers read; a void call in a longer arrow or a
  // ternary is still reported.
  "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
  "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
};

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
    languageOptions: { globals: { ...globals.node, ...globals.es2023 } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // The web app runs in the browser; its benches and e2e specs are Node scripts that also run code
  // inside the page (page.evaluate).
  { files: ["apps/web/**"], languageOptions: { globals: { ...globals.browser } } },
  ...tseslint.configs.strictTypeChecked.map((config) => ({ ...config, files: STRICT })),
  {
    files: STRICT,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: strictRules,
  },
  {
    // Tests and benches: an index or a find() wrongly assumed present throws at once and fails the run,
    // so a non-null assertion there states the test's expectation instead of hiding a bug.
    files: ["**/test/**/*.{ts,tsx}", "**/*.test.{ts,tsx}", "apps/server/bench/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    // The server's API tests read JSON answers (`Client.request().json`, typed any): each test asserts
    // the shape it expects, so typing every answer would restate those assertions as casts. The
    // no-unsafe rules stay on for everything else, the test helpers' own code included.
    files: ["apps/server/test/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  ...(REACT_HOOKS.length > 0 ? [{ ...reactHooks.configs.flat.recommended, files: REACT_HOOKS }] : []),
  ...serverLayering,
);
