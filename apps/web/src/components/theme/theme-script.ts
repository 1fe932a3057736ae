import { THEME_STORAGE_KEY } from "./theme";

/**
 * Sets the theme before the first paint (decision 031): the user's choice, else the system's; the
 * homeowner's quote page (/q/) is the dealer's document, always light. The same rule as theme.ts.
 */
export const THEME_SCRIPT = `try {
  var choice = localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});
  var dark = choice ? choice === "dark" : matchMedia("(prefers-color-scheme: dark)").matches;
  if (location.pathname.indexOf("/q/") === 0) dark = false;
  document.documentElement.classList.toggle("dark", dark);
} catch (error) {}`;
