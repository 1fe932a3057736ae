// How the production build splits the panel into files, and which files the document starts loading
// before its entry has run (issue 14, decision 123). Read by vite.config.ts.
import { fileURLToPath, URL } from "node:url";
import type { Plugin } from "vite";
import { EARLY_READS } from "../src/app/early-reads";

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * zod and the code that builds schemas with it: the domain package (its API schemas, bounds, form
 * rules, and the small modules they import), the pricing package, @hookform/resolvers. One chunk,
 * so no two chunks import each other; messages.ts stays with the entry, which needs it for its
 * error screens (and so never loads zod).
 */
function isDomain(id: string): boolean {
  if (/[\\/]node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]/.test(id)) return true;
  if (/[\\/]packages[\\/]pricing[\\/]/.test(id)) return true;
  return /[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id) && !/[\\/]messages\.ts$/.test(id);
}

/** What /login needs beyond the entry (react-hook-form, the sign-in layout and fields). */
const FORMS =
  /[\\/](node_modules[\\/]react-hook-form[\\/]|src[\\/]features[\\/]auth[\\/](auth-layout|patio-illustration|submit-button)\.|src[\\/]components[\\/]ui[\\/](form-field|input|label)\.)/;

/** recharts and its own dependencies: only in the dashboard's lazily loaded plots. */
const CHARTS = /[\\/]node_modules[\\/](recharts|d3-|victory-vendor|canvas-confetti)/;

/** The screens a visitor reaches outside the panel (public pages, sign-in), by the name of their part. */
const OUTSIDE_PANEL: [string, string][] = [
  ["landing", "features/public/landing-page.tsx"],
  ["public-quote", "features/public-quote/public-quote-page.tsx"],
  ["auth", "features/auth/login-page.tsx"],
  ["auth", "features/auth/forgot-password-page.tsx"],
  ["auth", "features/auth/reset-password-page.tsx"],
  ["auth", "features/auth/confirm-email-page.tsx"],
  ["auth", "features/auth/logout-page.tsx"],
];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** For each module those screens import (statically, at any depth): which parts reach it. */
let outsidePanel: Map<string, Set<string>> | null = null;
function partsOutsidePanel(id: string, graph: ModuleGraph): Set<string> | undefined {
  if (!outsidePanel) {
    const reached = new Map<string, Set<string>>();
    for (const [part, path] of OUTSIDE_PANEL) {
      const stack = [src(path)];
      for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        const parts = reached.get(next) ?? new Set<string>();
        if (parts.has(part)) continue;
        reached.set(next, parts.add(part));
        stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    outsidePanel = reached;
  }
  return outsidePanel.get(id);
}

/**
 * Few, predictable chunks: the automatic split made ~40 files of 1-2 KB per panel screen (one per
 * icon, per ui component), and over HTTP/1.1's six connections a screen's load became a queue.
 * A group takes the modules it names, not their imports (else React would follow react-hook-form into
 * "forms"); the groups are laid out so that no two chunks import each other. Higher priority first.
 */
export const codeSplitting = {
  includeDependenciesRecursively: false,
  groups: [
    // zod, the domain and pricing packages: forms' rules and API schemas, never the first paint.
    { name: "domain", test: isDomain, priority: 50 },
    // Everything the document runs before any screen, in the entry's file.
    { name: "app", tags: ["$initial" as const], priority: 40 },
    // /login loads the entry, this and its own small chunk.
    { name: "forms", test: FORMS, priority: 30 },
    // Modules a public page or a sign-in screen shares with other screens: one chunk per set of those
    // pages ("shared-landing-public-quote", ...), so each loads only what it uses and never the
    // panel's tables and menus.
    {
      name: (id: string, graph: ModuleGraph) => {
        const parts = partsOutsidePanel(id, graph);
        return parts ? `shared-${[...parts].sort().join("-")}` : null;
      },
      minShareCount: 2,
      priority: 20,
    },
    // The panel screens' common code (tables, menus, dialogs, icons, ui), cached across screens.
    { name: "panel", test: (id: string) => !CHARTS.test(id), minShareCount: 2, priority: 10 },
  ],
};

/**
 * The screens whose code the document asks for itself, by path: an inline script in index.html adds
 * `<link rel="modulepreload">` for the matching screen's files (the panel shell included), so they
 * download beside the entry instead of after it has run (boot.ts asks for them again, already there).
 * The third item lists the screen's first reads (src/app/early-reads.ts, which routes.tsx reads too):
 * the same script starts them, and boot.ts puts their answers in the screen's queries (decision 125).
 * Each must answer exactly what the screen's tRPC query answers (the REST face of the same procedure).
 */
const PRELOADED_SCREENS: [string, string[], string[]?][] = [
  ["^/login$", ["features/auth/login-page.tsx"]],
  ["^/panel(/dashboard)?/?$", ["features/shell/panel-layout.tsx", "features/dashboard/dashboard-page.tsx"]],
  ["^/panel/quotes/?$", ["features/shell/panel-layout.tsx", "features/quotes/quotes-page.tsx"]],
  [
    "^/panel/quotes/(\\d+)$",
    ["features/shell/panel-layout.tsx", "features/quotes/quote-page.tsx"],
    Object.values(EARLY_READS.quote),
  ],
  ["^/panel/orders/?$", ["features/shell/panel-layout.tsx", "features/orders/orders-page.tsx"]],
  [
    "^/panel/orders/(\\d+)$",
    ["features/shell/panel-layout.tsx", "features/orders/order-page.tsx"],
    Object.values(EARLY_READS.order),
  ],
  [
    "^/panel/configurations/(\\d+)$",
    ["features/shell/panel-layout.tsx", "features/configurator/configuration-editor-page.tsx"],
    Object.values(EARLY_READS.configuration),
  ],
  ["^/panel/customers/?$", ["features/shell/panel-layout.tsx", "features/customers/customers-page.tsx"]],
  ["^/panel/dealers/?$", ["features/shell/panel-layout.tsx", "features/dealers/dealers-page.tsx"]],
  ["^/panel/", ["features/shell/panel-layout.tsx"]],
];

interface BundleChunk {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
}

/**
 * The inline script of index.html that preloads the current screen's files (see PRELOADED_SCREENS)
 * and starts the session check.
 */
export function routePreload(): Plugin {
  return {
    name: "screens:route-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output): output is BundleChunk & typeof output => output.type === "chunk",
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
          return into;
        };
        // The entry's own files are in index.html already.
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loaded = entry ? closure(entry.fileName, new Set()) : new Set<string>();
        const table = PRELOADED_SCREENS.map(
          ([pattern, screens, reads = []]): [string, string[], string[]] => {
            const files = new Set<string>();
            for (const screen of screens) {
              const chunk = chunks.find((candidate) => candidate.facadeModuleId === src(screen));
              if (!chunk) throw new Error(`route preload: no chunk for ${screen}`);
              closure(chunk.fileName, files);
            }
            return [pattern, [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`), reads];
          },
        );
        // A plain <script>: the server allows inline scripts by their hash (inline-script-hashes.ts).
        // It also starts the session check (boot.ts reads window.__screensSession) and the screen's
        // first reads (window.__screensData), except on the homeowner's page, which has no session:
        // the answers are on their way while the entry downloads.
        const script = inlineBootScript(table);
        // Before the entry's own tags, so these requests start in the same breath.
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error("route preload: no entry script in index.html");
        return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}

/** index.html's inline boot script for a table of [path pattern, files to preload, first reads]. */
export function inlineBootScript(table: [string, string[], string[]][]): string {
  return (
    `(function(){var s=${JSON.stringify(table)},p=location.pathname;` +
    `if(p.indexOf("/q/")===0||!window.fetch)return;` +
    `function g(u){return fetch(u,{headers:{Accept:"application/json"},credentials:"same-origin"})}` +
    `window.__screensSession=g("/api/check-session");` +
    `for(var i=0;i<s.length;i++){var m=p.match(new RegExp(s[i][0]));if(m){` +
    `s[i][1].forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";` +
    `l.crossOrigin="";l.href=f;document.head.appendChild(l)});var d=window.__screensData={};` +
    `s[i][2].forEach(function(r){var u=r.replace("$1",m[1]);d[u]=g(u)});break}}})();`
  );
}

/** Clears what partsOutsidePanel learnt of the previous build's module graph (watch mode). */
export const resetChunkGroups: Plugin = {
  name: "screens:reset-chunk-groups",
  buildStart() {
    outsidePanel = null;
  },
};
