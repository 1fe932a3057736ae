/** Spec section 9: confetti runs for 5 seconds with 200 pieces. */
export const CONFETTI_DURATION_MS = 5000;
export const CONFETTI_PIECES = 200;

/**
 * Celebrates (quote approved, order created): bursts from both sides, all cleared when the duration ends.
 * canvas-confetti is loaded on demand so it never weighs on the first page load.
 */
export async function celebrate(durationMs = CONFETTI_DURATION_MS, pieces = CONFETTI_PIECES): Promise<void> {
  const { default: confettiLibrary } = await import("canvas-confetti");
  // No Web Worker: the server's Content-Security-Policy does not allow blob: workers.
  const confetti = confettiLibrary.create(undefined, { resize: true, useWorker: false });
  const bursts = 10;
  const perBurst = Math.ceil(pieces / bursts / 2);
  const interval = durationMs / bursts;
  const colors = ["#f59e0b", "#fb923c", "#1e293b", "#38bdf8", "#ffffff"];
  for (let burst = 0; burst < bursts; burst += 1) {
    setTimeout(() => {
      void confetti({ particleCount: perBurst, angle: 60, spread: 70, origin: { x: 0, y: 0.7 }, colors });
      void confetti({ particleCount: perBurst, angle: 120, spread: 70, origin: { x: 1, y: 0.7 }, colors });
    }, burst * interval);
  }
  // The last bursts would keep falling for seconds more: 5 s is the whole show.
  setTimeout(() => confetti.reset(), durationMs);
}
