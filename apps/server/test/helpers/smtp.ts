import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives. `refuse` (checked per message): a text
 * to refuse the message with (451, a temporary failure), or null to accept it.
 */
export async function startSmtpServer(options: { refuse?: () => string | null } = {}): Promise<{
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const refusal = options.refuse?.();
        if (refusal) {
          callback(Object.assign(new Error(refusal), { responseCode: 451 }));
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The reset key from a received message (quoted-printable soft breaks removed). */
export function resetKeyFrom(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, "");
  const match = unfolded.match(/\/reset-password\/([a-z0-9]+)/);
  if (!match?.[1]) throw new Error("No reset link in the message");
  return match[1];
}
