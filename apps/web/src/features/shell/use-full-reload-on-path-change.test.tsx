import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { reloadOnPanelPathChange, useFullReloadOnPathChange } from "./use-full-reload-on-path-change";

function Probe({ reload }: { reload: () => void }) {
  const reloading = useFullReloadOnPathChange(reload);
  return <p>{reloading ? "reloading" : "steady"}</p>;
}

describe("useFullReloadOnPathChange", () => {
  it("reloads once when the pathname changes, not when only the query changes", async () => {
    const reload = vi.fn();
    const router = createMemoryRouter([{ path: "/panel/*", element: <Probe reload={reload} /> }], {
      initialEntries: ["/panel/quotes"],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText("steady")).toBeInTheDocument();
    await act(() => router.navigate("/panel/quotes?tab=orders"));
    expect(reload).not.toHaveBeenCalled();
    await act(() => router.navigate("/panel/orders"));
    expect(screen.getByText("reloading")).toBeInTheDocument();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe("reloadOnPanelPathChange", () => {
  it("reloads as soon as the router commits another panel path; not for a query, nor leaving the panel", async () => {
    const reload = vi.fn();
    const router = createMemoryRouter([{ path: "*", element: <p>screen</p> }], {
      initialEntries: ["/panel/quotes"],
    });
    const stop = reloadOnPanelPathChange(router, reload);
    await router.navigate("/panel/quotes?tab=orders");
    expect(reload).not.toHaveBeenCalled();
    await router.navigate("/panel/quotes/7");
    expect(reload).toHaveBeenCalledOnce();
    await router.navigate("/logout");
    expect(reload).toHaveBeenCalledOnce();
    stop();
  });
});
