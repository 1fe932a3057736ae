import { describe, expect, it, vi } from "vitest";
import { reactFlushes } from "./react-flushes.server";

const text = (chunk: Buffer) => chunk.toString("utf8");

describe("reactFlushes", () => {
  it("passes on what React wrote between two flushes as one chunk", () => {
    const body = reactFlushes(() => undefined);
    const out: string[] = [];
    body.on("data", (chunk: Buffer) => out.push(text(chunk)));
    body.write(new TextEncoder().encode("<html>"));
    body.write("<body>");
    expect(out).toEqual([]);
    body.flush();
    body.write("<main>");
    body.flush();
    body.flush();
    expect(out).toEqual(["<html><body>", "<main>"]);
  });

  it("passes on the rest and calls onEnd when React ends the body", async () => {
    const onEnd = vi.fn();
    const body = reactFlushes(onEnd);
    const out: string[] = [];
    body.on("data", (chunk: Buffer) => out.push(text(chunk)));
    const ended = new Promise((resolve) => body.on("end", resolve));
    body.write("</body>");
    body.end("</html>");
    await ended;
    expect(out).toEqual(["</body></html>"]);
    expect(onEnd).toHaveBeenCalledOnce();
  });
});
