import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { Toaster } from "@/components/feedback/toaster";
import { reloadOnPanelPathChange } from "@/features/shell/use-full-reload-on-path-change";
import { ApiProvider } from "@/lib/api-provider";
import { queryClient, startBoot, trpcClient } from "./boot";
import { routes } from "./routes";

/** Resolves when the screen's code, the session and the first query are in (or after a wait cap). */
export const bootReady = startBoot(routes, window.location);
const router = createBrowserRouter(routes);
reloadOnPanelPathChange(router);

export function App() {
  return (
    <ApiProvider queryClient={queryClient} trpcClient={trpcClient}>
      <RouterProvider router={router} />
      <Toaster />
    </ApiProvider>
  );
}
