import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LoadingScreen } from "./loading-screen";

describe("LoadingScreen", () => {
  it("says 'Loading...' by default and announces it", () => {
    render(<LoadingScreen />);
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading..." })).toBeInTheDocument();
  });
});
