export { default } from "@/features/configurator/new-configuration-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
