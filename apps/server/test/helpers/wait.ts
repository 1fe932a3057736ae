/** Polls until `ready()` holds (for effects the server completes after answering, like e-mail). */
export async function waitUntil(ready: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!ready()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
