import { ERROR_CATALOGUE } from "@screens/domain/messages";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "@/root";
import { ErrorScreen } from "./error-screen";

describe("ErrorScreen", () => {
  it.each(Object.entries(ERROR_CATALOGUE))("shows the catalogue entry for %s", (code, entry) => {
    render(<ErrorScreen code={Number(code)} />);
    expect(screen.getByText(`Error: ${code}`)).toBeInTheDocument();
    expect(screen.getByText(entry.message)).toBeInTheDocument();
    expect(screen.getByText(entry.action)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
  });

  it("prefers a supplied message over the catalogue", () => {
    render(<ErrorScreen code={500} message="The quote service is down." />);
    expect(screen.getByText("The quote service is down.")).toBeInTheDocument();
    expect(screen.queryByText(ERROR_CATALOGUE["500"]!.message)).not.toBeInTheDocument();
  });

  it("falls back to the unknown error without a code line", () => {
    render(<ErrorScreen />);
    expect(screen.getByText("Unknown Error")).toBeInTheDocument();
    expect(screen.getByText("An unknown error has occurred. Please contact support.")).toBeInTheDocument();
    expect(screen.queryByText(/^Error:/)).not.toBeInTheDocument();
  });

  it("uses the unknown error for a status outside the catalogue", () => {
    render(<ErrorScreen code={418} />);
    expect(screen.getByText("Error: 418")).toBeInTheDocument();
    expect(screen.getByText("An unknown error has occurred. Please contact support.")).toBeInTheDocument();
  });

  it("reads 'Unexpected Application Error!' as the router fallback", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error("boom");
    }
    const router = createMemoryRouter([{ path: "/", element: <Broken />, ErrorBoundary }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("Unexpected Application Error!")).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
