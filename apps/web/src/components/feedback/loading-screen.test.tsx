import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LoadingScreen } from "./loading-screen";

describe("LoadingScreen", () => {
  it("says 'Loading...' by default and announces it", () => {
    render(<LoadingScreen />);
    expect(screen.getByText("Loading...")).toBeVisible();
    expect(screen.getByRole("status", { name: "Loading..." })).toBeInTheDocument();
  });

  it("inside a page shows the screen's outline, announced as loading, instead of a spinner", () => {
    const { container } = render(<LoadingScreen fullScreen={false} />);
    expect(screen.getByRole("status", { name: "Loading..." })).toBeInTheDocument();
    expect(container.querySelectorAll(".animate-pulse").length).toBeGreaterThan(4);
    expect(container.querySelector("svg.animate-spin")).toBeNull();
  });

  it("keeps the spinner and the words of a named wait", () => {
    render(<LoadingScreen fullScreen={false} message="Creating the unit…" />);
    expect(screen.getByRole("status", { name: "Creating the unit…" })).toBeInTheDocument();
    expect(screen.getByText("Creating the unit…")).toBeInTheDocument();
  });
});
