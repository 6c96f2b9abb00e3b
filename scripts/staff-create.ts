// `npm run staff:create -- --email x@example.com --name "Full Name" --role admin|staff [--password-stdin]`
// Creates a staff account, or resets the password, name and role of an existing one (ending its
// sessions). The password is asked at a hidden prompt, read from stdin with --password-stdin, or
// generated and printed once. Runs on Node 24, which strips the TypeScript types; the application's
// own modules are loaded as they are, with the `~/` alias resolved by ./app-modules.mjs.
import { parseArgs } from "node:util";
import { fail, loadServerEnv, openServerDatabase, STOP_THE_SERVER } from "./app-runtime.ts";

const USAGE = `Usage: npm run staff:create -- --email <e-mail> --name "<full name>" --role admin|staff [--password-stdin]

  --email           the account's e-mail (its sign-in name)
  --name            the person's full name, shown in the administration and the history
  --role            admin (everything, including accounts) or staff (reservations and messages)
  --password-stdin  read the password from standard input instead of asking for it

Without --password-stdin the password is asked at a hidden prompt; leave it empty (or run without a
terminal) to have one generated and printed once. An existing e-mail is reset: new password, name
and role, and its open sessions are ended.`;

function readStdin(): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    process.stdin.setEncoding("utf8");
    process.stdin.on("data", (chunk) => {
      text += chunk;
    });
    process.stdin.on("end", () => resolve(text.replace(/\r?\n$/, "")));
    process.stdin.on("error", reject);
  });
}

/** Asks for a secret without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.setEncoding("utf8");
    stdin.resume();
    let value = "";
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
    };
    function onData(chunk: string) {
      for (const char of chunk) {
        if (char === "\r" || char === "\n" || char === "\u0004") {
          finish();
          resolve(value);
          return;
        }
        if (char === "\u0003") {
          finish();
          reject(new Error("Cancelled."));
          return;
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else if (char >= " ") value += char;
      }
    }
    stdin.on("data", onData);
  });
}

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string" },
    "password-stdin": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
  strict: true,
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const { z } = await import("zod");
const input = z
  .object({
    email: z.string().trim().pipe(z.email("--email: not a valid e-mail address")),
    name: z.string().trim().min(1, "--name: required").max(100, "--name: 100 characters at most"),
    role: z.enum(["admin", "staff"], "--role: admin or staff"),
  })
  .safeParse({ email: values.email ?? "", name: values.name ?? "", role: values.role ?? "" });
if (!input.success) fail(`${input.error.issues.map((issue) => issue.message).join("\n")}\n\n${USAGE}`);

const { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } = await import("../app/domain/admin/passwords.ts");
let password: string;
let generated = false;
if (values["password-stdin"]) {
  password = await readStdin();
} else if (process.stdin.isTTY) {
  password = await promptHidden(
    `Password for ${input.data.email} (at least ${MIN_PASSWORD_LENGTH} characters; empty: generate one): `,
  );
  if (password !== "" && (await promptHidden("The same password again: ")) !== password) {
    fail("The two passwords differ; nothing was changed.");
  }
} else {
  password = "";
}
if (password === "") {
  const { generatePassword } = await import("../app/lib/auth.server.ts");
  password = generatePassword();
  generated = true;
}
if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
  fail(
    `The password must have ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters; nothing was changed.`,
  );
}

const env = await loadServerEnv();
const { setDatabase } = await import("../app/db/client.server.ts");
const { createOrResetStaff } = await import("../app/lib/auth.server.ts");
const { database } = await openServerDatabase(env);
if (!database) fail(STOP_THE_SERVER(env.DATA_DIR));
setDatabase(database);
try {
  const result = await createOrResetStaff({
    email: input.data.email,
    fullName: input.data.name,
    role: input.data.role,
    password,
  });
  const where = database.kind === "pglite" ? env.DATA_DIR : "PostgreSQL (DATABASE_URL)";
  console.log(
    result.status === "created"
      ? `Created ${input.data.role} account ${input.data.email.toLowerCase()} in ${where}.`
      : `Reset account ${input.data.email.toLowerCase()} (${input.data.role}) in ${where}; its sessions were ended.`,
  );
  if (generated) {
    console.log(`\nGenerated password (shown once, keep it in a password manager):\n\n  ${password}\n`);
  }
} finally {
  setDatabase(undefined);
  await database.close();
}
