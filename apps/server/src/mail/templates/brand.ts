/**
 * The panel's colours (apps/web/src/styles.css) as hex: e-mail clients do not read oklch() or CSS
 * variables. Deep navy for surfaces and text, one amber accent for the call to action.
 */
export const BRAND = {
  navy: "#162644",
  navyDeep: "#0a152a",
  text: "#0f1828",
  mutedText: "#5e6a7b",
  page: "#f0f3f6",
  card: "#ffffff",
  border: "#dde2e8",
  amber: "#f38f17",
  amberText: "#2c1204",
  amberSoft: "#fff0d4",
  success: "#1c985a",
  destructive: "#dc2627",
  font: '"Inter", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;
