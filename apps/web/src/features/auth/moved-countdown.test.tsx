import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MovedCountdown } from "./moved-countdown";

describe("MovedCountdown", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("renders the app directly without a new address", () => {
    render(<MovedCountdown>app</MovedCountdown>);
    expect(screen.getByText("app")).toBeInTheDocument();
  });

  it("counts down 5 seconds, then redirects without showing the address", () => {
    const redirect = vi.fn();
    render(
      <MovedCountdown movedToUrl="https://new.example.com" redirect={redirect}>
        app
      </MovedCountdown>,
    );
    expect(
      screen.getByText("We have moved locations and are redirecting you there now!"),
    ).toBeInTheDocument();
    expect(screen.getByText("Redirecting in 5 seconds...")).toBeInTheDocument();
    expect(screen.queryByText(/new\.example\.com/)).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText("Redirecting in 4 seconds...")).toBeInTheDocument();
    for (let second = 0; second < 4; second += 1)
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    expect(redirect).toHaveBeenCalledWith("https://new.example.com");
    expect(screen.getByText("app")).toBeInTheDocument();
  });
});
