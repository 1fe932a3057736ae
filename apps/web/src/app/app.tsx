import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { Toaster } from "@/components/feedback/toaster";
import { ApiProvider } from "@/lib/api-provider";
import { queryClient, startBoot, trpcClient } from "./boot";
import { routes } from "./routes";

startBoot(routes, window.location);
const router = createBrowserRouter(routes);

export function App() {
  return (
    <ApiProvider queryClient={queryClient} trpcClient={trpcClient}>
      <RouterProvider router={router} />
      <Toaster />
    </ApiProvider>
  );
}
