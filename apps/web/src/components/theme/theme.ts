import { useCallback, useEffect, useSyncExternalStore } from "react";

/**
 * Light or dark (decision 031): the user's choice in the user menu, kept in localStorage; "system"
 * follows prefers-color-scheme. root.tsx's theme script (theme-script.ts) applies the same rule before the first paint; this module
 * keeps the page in step afterwards.
 */
export type ThemeChoice = "light" | "dark" | "system";

export const THEME_STORAGE_KEY = "panel_theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";
const CHANGED = "panel-theme-change";

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

/** The homeowner's quote page is the dealer's document: light whatever the theme. */
const alwaysLight = () => window.location.pathname.startsWith("/q/");

export function resolveTheme(choice: ThemeChoice): "light" | "dark" {
  if (alwaysLight()) return "light";
  return choice === "system" ? (systemPrefersDark() ? "dark" : "light") : choice;
}

function applyTheme(): void {
  document.documentElement.classList.toggle("dark", resolveTheme(readThemeChoice()) === "dark");
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  applyTheme();
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  const media = typeof window.matchMedia === "function" ? window.matchMedia(DARK_QUERY) : null;
  const update = () => {
    applyTheme();
    onChange();
  };
  media?.addEventListener("change", update);
  window.addEventListener("storage", update);
  window.addEventListener(CHANGED, onChange);
  return () => {
    media?.removeEventListener("change", update);
    window.removeEventListener("storage", update);
    window.removeEventListener(CHANGED, onChange);
  };
}

/**
 * Keeps the page's theme in step with the system's and with a choice made in another tab, on every
 * screen: the document's layout calls it, so the error screens follow too.
 */
export function useThemeKeptInStep(): void {
  useEffect(() => subscribe(() => undefined), []);
}

/** The stored choice and its setter; re-renders when it or the system's preference changes. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, readThemeChoice, () => "system" as const);
  return [choice, useCallback((next: ThemeChoice) => setThemeChoice(next), [])];
}

/** "light" or "dark" as shown now (for widgets that take a theme prop, like the toaster). */
export function useResolvedTheme(): "light" | "dark" {
  return useSyncExternalStore(
    subscribe,
    () => resolveTheme(readThemeChoice()),
    () => "light" as const,
  );
}
