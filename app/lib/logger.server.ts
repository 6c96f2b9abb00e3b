const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, "silent">;

const SECRET_KEYS = /pass(word)?|secret|token|authorization|cookie|hash/i;
/**
 * Where database errors carry the values of a statement: Drizzle's `params` (also repeated in its
 * message after "params:"), PostgreSQL's `detail` ("Failing row contains (...)", "Key (email)=(...)").
 * Those values are visitors' personal data (names, e-mails, phones, messages): never logged.
 */
const VALUE_KEYS = /^(params|parameters|values|detail)$/i;
const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*$/;

let threshold: number = LEVELS[(process.env.LOG_LEVEL as keyof typeof LEVELS) ?? "info"] ?? LEVELS.info;

export function setLogLevel(level: keyof typeof LEVELS) {
  threshold = LEVELS[level];
}

function redactError(error: Error, depth: number): Record<string, unknown> {
  const message = error.message.replace(PARAMS_IN_MESSAGE, "\nparams: [redacted]");
  const out: Record<string, unknown> = {
    name: error.name,
    message,
    stack: error.stack?.replace(error.message, message),
  };
  // Own fields such as PostgreSQL's code, table and constraint help; their values go through redact.
  for (const [key, v] of Object.entries(error)) {
    if (key !== "message" && key !== "stack") out[key] = redactField(key, v, depth);
  }
  if (error.cause !== undefined) out.cause = redact(error.cause, depth + 1);
  return out;
}

function redactField(key: string, value: unknown, depth: number): unknown {
  if (SECRET_KEYS.test(key) || VALUE_KEYS.test(key)) return "[redacted]";
  return redact(value, depth + 1);
}

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4) return value && typeof value === "object" ? "[nested]" : value;
  if (value instanceof Error) return redactError(value, depth);
  if (!value || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = redactField(key, v, depth);
  return out;
}

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (LEVELS[level] < threshold) return;
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    msg,
    ...(redact(fields ?? {}) as object),
  });
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

/**
 * Structured JSON logs, one line each. Errors keep their stack; fields named like secrets and the
 * values of failed database statements are never written.
 */
export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};
