import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { Toaster } from "@/components/feedback/toaster";
import { ApiProvider } from "@/lib/api-provider";
import { routes } from "./routes";

const router = createBrowserRouter(routes);

export function App() {
  return (
    <ApiProvider>
      <RouterProvider router={router} />
      <Toaster />
    </ApiProvider>
  );
}
