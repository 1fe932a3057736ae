import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
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
const aboveServices = ["services", "api", "trpc", "seed", "app", "web-app", "server", "main"];
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

// Web boundaries (apps/web/src). The app layer (routes/, root.tsx, entry.server.tsx, routes.ts, and
// dev/'s gallery) composes features and may import anything. A feature imports its own files, the
// platform features, components/, lib/ and the packages; not another feature (except the documented
// exceptions below) and not the app layer. components/ and lib/ import no feature and not the app
// layer. No import cycles (type-only imports do not count). Tests (*.test.*, src/test/) are exempt
// from the boundaries: integration tests render several features.
const WEB_SRC = "apps/web/src";
const WEB_FEATURES = readdirSync(new URL(`./${WEB_SRC}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Every feature may import these: the session (auth), the app layout and page frame (shell), the list
// kit (lists) and the form kit (forms). Cycles among them are caught by import-x/no-cycle.
const PLATFORM_FEATURES = ["auth", "shell", "lists", "forms"];
// A feature's documented imports of another feature (paths under features/).
const FEATURE_EXCEPTIONS = {
  // The top bar hosts the global search command and the notifications' bell (decision 165).
  shell: ["search", "notifications/notification-bell.tsx"],
  // One's own settings page holds one's notification choices (decision 165).
  users: ["notifications/notification-preferences-card.tsx"],
  // The dashboard shows the reports' figures with the reports' charts and period picker.
  dashboard: ["reports"],
  // A quote picks its customer and shows an accessory's details with the owning features' widgets.
  quotes: ["customers/customer-picker.tsx", "accessories/accessory-details-dialog.tsx"],
  // The board moves orders with the order page's own moves along the order table (decisions 170, 188).
  production: ["orders/order-moves.tsx"],
};
const WEB_APP_LAYER = ["routes", "root.tsx", "entry.server.tsx", "routes.ts", "dev"].map(
  (p) => `${WEB_SRC}/${p}`,
);
const webBoundaryZones = [
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB_SRC}/features/${feature}`,
    from: `${WEB_SRC}/features`,
    except: [...new Set([feature, ...PLATFORM_FEATURES, ...(FEATURE_EXCEPTIONS[feature] ?? [])])].map(
      (p) => `./${p}`,
    ),
    message: `features/${feature} imports only its own files, the platform features (${PLATFORM_FEATURES.join(", ")}), components/ and lib/ (eslint.config.mjs, FEATURE_EXCEPTIONS).`,
  })),
  {
    target: `${WEB_SRC}/features`,
    from: WEB_APP_LAYER,
    message: "A feature does not import the app layer (routes/, root.tsx, entry.server.tsx, dev/).",
  },
  {
    target: [`${WEB_SRC}/components`, `${WEB_SRC}/lib`],
    from: [`${WEB_SRC}/features`, ...WEB_APP_LAYER],
    message: "components/ and lib/ import no feature and not the app layer.",
  },
];
const webBoundaries = {
  files: [`${WEB_SRC}/**/*.{ts,tsx}`],
  ignores: [`${WEB_SRC}/**/*.test.{ts,tsx}`, `${WEB_SRC}/test/**`],
  plugins: { "import-x": importX },
  settings: {
    "import-x/extensions": [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"],
    "import-x/external-module-folders": ["node_modules", "node_modules/@types"],
    "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts", ".cts"] },
    "import-x/resolver-next": [
      createNodeResolver({
        extensions: [".ts", ".tsx", ".d.ts", ".js", ".jsx", ".mjs", ".json"],
        conditionNames: ["types", "import", "default"],
        mainFields: ["types", "module", "main"],
        tsconfig: { configFile: fileURLToPath(new URL("./apps/web/tsconfig.json", import.meta.url)) },
      }),
    ],
  },
  rules: {
    "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: webBoundaryZones }],
    // The workspace packages resolve outside apps/web, so ignoreExternal also skips them: a cycle
    // cannot pass through a package back into the web.
    "import-x/no-cycle": ["error", { ignoreExternal: true }],
  },
};

// A form on a server-rendered page is on screen before the page runs: it is the Form of
// components/ui/form.tsx (no native submit), its fields registered with registerField (their values in
// the server's HTML). Decision 206.
const webForms = {
  files: [`${WEB_SRC}/**/*.tsx`],
  ignores: [`${WEB_SRC}/components/ui/form.tsx`, `${WEB_SRC}/**/*.test.tsx`],
  rules: {
    "no-restricted-syntax": [
      "error",
      {
        selector: "JSXOpeningElement[name.name='form']",
        message:
          "Use Form from @/components/ui/form: a <form> submits natively before the page runs (decision 206).",
      },
      {
        selector: "CallExpression[callee.property.name='register']",
        message:
          "Use registerField from @/features/forms/register-field: it puts the value in the server's HTML (decision 206).",
      },
    ],
  },
};

// The type-aware strict rules and React's rules of hooks. Outside STRICT (the e2e
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
  // React Router's loaders throw responses (`throw redirect(...)`, `throw data(null, { status })`):
  // the framework's way to end a request with a redirect or an error status.
  "@typescript-eslint/only-throw-error": [
    "error",
    {
      allow: [
        { from: "lib", name: "Response" },
        { from: "package", package: "react-router", name: "DataWithResponseInit" },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "**/generated/**",
      "**/.turbo/**",
      "**/.react-router/**",
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
  webBoundaries,
  webForms,
);
