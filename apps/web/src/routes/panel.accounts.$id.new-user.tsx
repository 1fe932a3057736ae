export { AccountNewUserPage as default } from "@/features/users/new-user-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
