import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { screenChunk } from "./screen-chunk";

function Quote() {
  return <h1>Quote 42</h1>;
}

describe("screenChunk", () => {
  it("once preloaded, draws the screen in the first render: no Suspense fallback in between", async () => {
    const chunk = vi.fn(() => Promise.resolve({ default: Quote }));
    const { Screen, preload } = screenChunk(chunk);
    await preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole("heading", { name: "Quote 42" })).toBeInTheDocument();
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
  });

  it("not yet loaded: suspends with the fallback, then draws the screen", async () => {
    const { Screen } = screenChunk(() => Promise.resolve({ default: Quote }));
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Quote 42" })).toBeInTheDocument();
  });
});
