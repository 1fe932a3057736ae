/**
 * Polls until `ready()` holds (for effects the server completes after answering, like e-mail); it may
 * ask the database (a promise).
 */
export async function waitUntil(
  ready: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 5000,
): Promise<void> {
  const started = Date.now();
  while (!(await ready())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
