// How the production build splits the panel into files, and which files the document starts loading
// before its entry has run (issue 14, decision 123). Read by vite.config.ts.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, URL } from "node:url";
import type { Plugin } from "vite";
import { EARLY_READS } from "../src/app/early-reads";

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const ZOD = /[\\/]node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]/;
const PACKAGES = /[\\/]packages[\\/](domain|pricing)[\\/]/;

const PACKAGES_SRC = ["domain/src", "domain/src/api", "pricing/src"].map((dir) =>
  fileURLToPath(new URL(`../../../packages/${dir}`, import.meta.url)),
);
const BARREL = /[\\/]packages[\\/](domain|pricing)[\\/]src[\\/](api[\\/])?index\.ts$/;

/** Where each value the domain and pricing packages export is written (their barrels hide it). */
let definitions: Map<string, string> | null = null;
function definingModules(): Map<string, string> {
  if (!definitions) {
    definitions = new Map();
    for (const dir of PACKAGES_SRC)
      for (const file of readdirSync(dir)) {
        if (!/\.ts$/.test(file) || /(^index|\.test)\.ts$/.test(file)) continue;
        const path = join(dir, file);
        const source = readFileSync(path, "utf8");
        for (const [, name] of source.matchAll(/^export (?:async )?(?:const|function|class) (\w+)/gm))
          definitions.set(name!, path);
      }
  }
  return definitions;
}

/**
 * A module's imports, with a package's barrel replaced by the modules that write the values the
 * module takes from it: the bundle skips a barrel (the packages have no side effects), so a list that
 * takes a status label from "@screens/domain" does not reach the schemas beside it.
 */
const importsKnown = new Map<string, readonly string[]>();
function importsOf(id: string, graph: ModuleGraph): readonly string[] {
  let answer = importsKnown.get(id);
  if (!answer) {
    answer = throughBarrels(id, graph.getModuleInfo(id)?.importedIds ?? []);
    importsKnown.set(id, answer); // every walk of both reachers passes here: read each file once
  }
  return answer;
}

function throughBarrels(id: string, imported: readonly string[]): readonly string[] {
  if (!imported.some((next) => BARREL.test(next))) return imported;
  let source = "";
  try {
    source = readFileSync(id, "utf8");
  } catch {
    return imported; // a virtual module: keep the barrel, which errs towards "reaches"
  }
  const through = new Set<string>();
  for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@screens\/(?:domain|pricing)"/g))
    for (const specifier of names!.split(",")) {
      const name = specifier.trim().split(/\s+/)[0];
      if (!name || name === "type") continue; // `type X`: erased
      through.add(definingModules().get(name) ?? name);
    }
  return [...imported.filter((next) => !BARREL.test(next)), ...through];
}

/** Whether a module reaches (statically, at any depth) a module `is` names. Memoised per build. */
function reacher(is: (id: string) => boolean) {
  const known = new Map<string, boolean>();
  const reaches = (id: string, graph: ModuleGraph): boolean => {
    let answer = known.get(id);
    if (answer === undefined) {
      // A walk of the module's imports (cycles included), stopping at the first that reaches one.
      answer = false;
      const seen = new Set([id]);
      for (const stack = [id]; stack.length > 0 && !answer;) {
        const next = stack.pop()!;
        if (is(next) || known.get(next) === true) answer = true;
        for (const imported of importsOf(next, graph)) {
          if (seen.has(imported)) continue;
          seen.add(imported);
          stack.push(imported);
        }
      }
      known.set(id, answer);
    }
    return answer;
  };
  return Object.assign(reaches, { reset: () => known.clear() });
}

/**
 * zod and the code that builds schemas with it (API schemas, input rules), @hookform/resolvers,
 * and the pricing engine's price book: what forms and the editor need, never a list's or the
 * dashboard's first paint. The domain's plain modules (roles, permissions, statuses, messages, money)
 * reach no schema, so they go with the screens that use them.
 */
const isSchemaOrData = (id: string) => ZOD.test(id) || (PACKAGES.test(id) && id.endsWith(".json"));
const reachesSchemas = reacher(isSchemaOrData);
const isDomain = (id: string, graph: ModuleGraph) =>
  ZOD.test(id) || (PACKAGES.test(id) && reachesSchemas(id, graph));

/** react-hook-form, or what reaches a schema or the price book: the panel's forms, apart from its lists. */
const reachesForms = reacher(
  (id) => /[\\/]node_modules[\\/]react-hook-form[\\/]/.test(id) || isSchemaOrData(id),
);

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
    // zod and what of the domain and pricing packages needs it: forms' rules, API schemas, price book.
    {
      name: (id: string, graph: ModuleGraph) => (isDomain(id, graph) ? "domain" : null),
      priority: 50,
    },
    // Everything the document runs before any screen, in the entry's file.
    { name: "app", tags: ["$initial" as const], priority: 40 },
    // /login loads the entry, this and its own small chunk.
    { name: "forms", test: FORMS, priority: 30 },
    // Modules a public page or a sign-in screen shares with other screens, in two chunks, so none of
    // those pages loads the panel's tables and menus: "shared-public-quote" for what the homeowner's
    // page shares only with the panel (Radix, the quote document: ~30 KB the landing page and the
    // sign-in screens never need), "shared" for the rest (a few KB; one file fewer for every page).
    {
      name: (id: string, graph: ModuleGraph) => {
        const parts = partsOutsidePanel(id, graph);
        if (!parts) return null;
        return parts.size === 1 && parts.has("public-quote") ? "shared-public-quote" : "shared";
      },
      minShareCount: 2,
      priority: 20,
    },
    // The panel screens' common code, cached across screens: "panel" (tables, menus, dialogs, icons,
    // ui) for every screen, "panel-forms" (entity forms, pickers, field sets: what reaches a form
    // library or a schema) for the screens that edit, so the lists and the dashboard paint without it.
    {
      name: (id: string, graph: ModuleGraph) =>
        CHARTS.test(id) ? null : reachesForms(id, graph) ? "panel-forms" : "panel",
      minShareCount: 2,
      priority: 10,
    },
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
    definitions = null;
    importsKnown.clear();
    reachesSchemas.reset();
    reachesForms.reset();
  },
};
