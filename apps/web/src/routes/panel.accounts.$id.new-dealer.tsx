export { default } from "@/features/accounts/new-dealer-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
