import { afterEach, describe, expect, it, vi } from "vitest";

const fire = Object.assign(vi.fn(), { reset: vi.fn() });
const create = vi.fn(() => fire);
vi.mock("canvas-confetti", () => ({ default: { create } }));

describe("celebrate", () => {
  afterEach(() => vi.useRealTimers());

  it("fires 200 pieces spread over 5 seconds", async () => {
    vi.useFakeTimers();
    const { celebrate, CONFETTI_DURATION_MS, CONFETTI_PIECES } = await import("./confetti");
    expect([CONFETTI_DURATION_MS, CONFETTI_PIECES]).toEqual([5000, 200]);
    await celebrate();
    vi.advanceTimersByTime(4999);
    const pieces = fire.mock.calls.reduce(
      (sum, [options]) => sum + (options as { particleCount: number }).particleCount,
      0,
    );
    expect(pieces).toBe(200);
    expect(fire.mock.calls.length).toBe(20);
    expect(create).toHaveBeenCalledWith(undefined, { resize: true, useWorker: false });
    expect(fire.reset).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire.reset).toHaveBeenCalledTimes(1);
  });
});
