import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on 127.0.0.1 that keeps and parses every message it accepts. */
export async function startSmtp(port = 0) {
  const received: ParsedMail[] = [];
  const raw: string[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const text = Buffer.concat(chunks).toString("utf8");
        raw.push(text);
        received.push(await simpleParser(text));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    raw,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
