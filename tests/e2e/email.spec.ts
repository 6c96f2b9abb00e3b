import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { startSmtp } from "../helpers/smtp";
import { bookingForm, startServer } from "./server-process";

test.describe.configure({ timeout: 180_000 });

function booking(i: number, lang: "fr" | "en") {
  return bookingForm({ firstName: lang === "fr" ? "Chloé" : "Oliver", email: `client${i}@example.com` });
}

test("requests succeed while the mail server is down; afterwards every e-mail arrives exactly once, even across a SIGKILL", async () => {
  // Reserve a port for the SMTP server, then stop it: the site starts with its mail server down.
  const probe = await startSmtp();
  const port = probe.port;
  await probe.close();
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    OUTBOX_POLL_MS: "200",
    OUTBOX_RETRY_BASE_MS: "500",
    COMPANY_EMAIL: "office@chauffeur.example",
    LOG_LEVEL: "error",
  };
  const first = await startServer({ env });
  const references: string[] = [];
  for (let i = 0; i < 3; i++) {
    const lang = i % 2 ? "en" : "fr";
    const response = await fetch(`http://localhost:${first.port}${lang === "en" ? "/en" : ""}/reservations`, {
      method: "POST",
      body: booking(i, lang),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    references.push(/ref=(RC-\w{6})/.exec(response.headers.get("location") ?? "")![1]!);
  }
  // Let the worker fail a few times, then kill it without warning.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  first.child.kill("SIGKILL");
  await first.exited;

  const smtp = await startSmtp(port);
  const second = await startServer({ dataDir: first.dataDir, env });
  // The requests' e-mails: after 18:00 in Paris the office's evening sheet (decision 025) arrives too.
  const about = () => smtp.received.filter((m) => references.some((r) => m.subject?.includes(r)));
  try {
    await expect.poll(() => about().length, { timeout: 60_000 }).toBe(6);
    // Give a duplicate every chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(about()).toHaveLength(6);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(smtp.received.length);
    expect(smtp.received.length - about().length).toBeLessThanOrEqual(1);
    for (const reference of references) {
      expect(smtp.received.filter((m) => m.subject?.includes(reference))).toHaveLength(2);
    }
    expect(smtp.received.some((m) => m.subject?.startsWith("We have received your request"))).toBe(true);
    expect(smtp.received.some((m) => m.subject?.match(/^Votre demande RC-\w{6} est bien reçue$/))).toBe(true);
  } finally {
    await second.stop();
    await smtp.close();
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  }
});
