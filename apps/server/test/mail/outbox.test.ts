import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMailer, outboxFileName } from "../../src/mail/mailer.js";

describe("the e-mail outbox (no SMTP_URL)", () => {
  it("writes each message as an .eml file and logs its links", async () => {
    const outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "outbox-")), "outbox");
    const lines: string[] = [];
    const mailer = createMailer({
      outboxDir,
      from: "Screens Panel <no-reply@example.com>",
      log: (line) => lines.push(line),
    });
    await mailer.send({
      to: "salesrep@gulfcoastshade.example",
      subject: "Reset your Screens Panel password",
      text: "Open http://localhost:3000/reset-password/abc123 within one hour.",
    });
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = fs.readFileSync(path.join(outboxDir, files[0]!), "utf8");
    expect(raw).toContain("To: salesrep@gulfcoastshade.example");
    expect(raw).toContain("Subject: Reset your Screens Panel password");
    expect(raw).toContain("http://localhost:3000/reset-password/abc123");
    expect(lines[0]).toContain("links: http://localhost:3000/reset-password/abc123");
  });

  it("never lets two e-mails overwrite each other, even to one address in the same millisecond", async () => {
    const now = new Date("2027-01-02T03:04:05.678Z");
    expect(outboxFileName("a@example.com", now)).not.toBe(outboxFileName("a@example.com", now));
    expect(outboxFileName("a@example.com", now)).toMatch(
      /^2027-01-02T03-04-05-678Z-[0-9a-f]{8}-a@example\.com\.eml$/,
    );

    const outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "outbox-")), "outbox");
    const mailer = createMailer({ outboxDir, from: "Screens Panel <no-reply@example.com>" });
    await Promise.all(
      Array.from({ length: 25 }, (_, n) =>
        mailer.send({
          to: "dealer@example.com",
          subject: `Notice ${n}`,
          text: `Notice ${n}`,
          html: `<p>Notice ${n}</p>`,
        }),
      ),
    );
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(25);
    const subjects = files.map(
      (file) => fs.readFileSync(path.join(outboxDir, file), "utf8").match(/^Subject: (.*)$/m)?.[1],
    );
    expect(new Set(subjects).size).toBe(25);
  });
});
