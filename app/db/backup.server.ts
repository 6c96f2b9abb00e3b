/**
 * Logical backup and restore of every application table, the same on PGlite and PostgreSQL
 * (decision 015). A backup is gzipped JSON lines: a header (format, migration level, tables with
 * their columns and row counts), one line per row as PostgreSQL's own `row_to_json` writes it, and
 * an end line. It is read inside one repeatable-read transaction, so it is a consistent snapshot while
 * the site keeps running. A restore replaces the content of every table in one transaction, the rows
 * converted back by PostgreSQL itself (`json_populate_recordset`), so types round-trip exactly.
 */
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { type SQL, sql } from "drizzle-orm";
import type { Database, Db } from "./client.server";

const FORMAT = "riviera-chauffeur-backup";
const VERSION = 1;
const PAGE = 500;

type Executor = Pick<Db, "execute">;

interface TableInfo {
  name: string;
  columns: string[];
  rows: number;
}

interface Header {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  database: Database["kind"];
  migrations: number;
  tables: TableInfo[];
}

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  bytes: number;
}

async function rows<T>(executor: Executor, query: SQL) {
  return (await executor.execute<Record<string, unknown>>(query)).rows as T[];
}

/**
 * The application's tables (schema `public`), parents before children along foreign keys, each
 * with its columns in order and the columns of its primary key.
 */
async function describeTables(executor: Executor) {
  const columns = await rows<{ table: string; column: string }>(
    executor,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const links = await rows<{ child: string; parent: string }>(
    executor,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const keys = await rows<{ table: string; column: string }>(
    executor,
    sql`select c.relname as "table", a.attname as "column" from pg_index i
        join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
        where i.indisprimary and n.nspname = 'public' order by c.relname, a.attnum`,
  );
  const byTable = new Map<string, { columns: string[]; key: string[] }>();
  for (const { table, column } of columns) {
    const entry = byTable.get(table) ?? { columns: [], key: [] };
    entry.columns.push(column);
    byTable.set(table, entry);
  }
  for (const { table, column } of keys) byTable.get(table)?.key.push(column);
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const link of links) if (link.child === table) visit(link.parent, path);
    ordered.push(table);
  };
  for (const table of [...byTable.keys()].sort()) visit(table, new Set());
  return ordered.map((name) => ({ name, ...byTable.get(name)! }));
}

async function migrationLevel(executor: Executor) {
  const [row] = await rows<{ n: number }>(
    executor,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}

/** Writes a consistent snapshot of every table to `file` (gzipped JSON lines). */
export async function writeBackup(database: Database, file: string): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const gzip = zlib.createGzip();
  const done = pipeline(gzip, fs.createWriteStream(partial, { mode: 0o600 }));
  done.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  const write = (value: unknown) =>
    new Promise<void>((resolve, reject) => {
      gzip.write(`${JSON.stringify(value)}\n`, (error) => (error ? reject(error) : resolve()));
    });
  let total = 0;
  let tableCount = 0;
  try {
    await database.db.transaction(
      async (tx) => {
        const tables = await describeTables(tx);
        const counted: TableInfo[] = [];
        for (const table of tables) {
          const [count] = await rows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from ${sql.identifier(table.name)}`,
          );
          counted.push({ name: table.name, columns: table.columns, rows: count?.n ?? 0 });
        }
        const header: Header = {
          format: FORMAT,
          version: VERSION,
          createdAt: new Date().toISOString(),
          database: database.kind,
          migrations: await migrationLevel(tx),
          tables: counted,
        };
        await write(header);
        for (const table of tables) {
          const order = sql.join(
            (table.key.length ? table.key : table.columns).map((column) => sql.identifier(column)),
            sql`, `,
          );
          for (let offset = 0; ; offset += PAGE) {
            const page = await rows<{ row: Record<string, unknown> }>(
              tx,
              sql`select row_to_json(t) as row from ${sql.identifier(table.name)} t
                  order by ${order} limit ${PAGE} offset ${offset}`,
            );
            for (const { row } of page) await write({ t: table.name, r: row });
            total += page.length;
            if (page.length < PAGE) break;
          }
        }
        tableCount = tables.length;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    await write({ end: true, rows: total });
    gzip.end();
    await done;
    const handle = await fs.promises.open(partial, "r");
    await handle.sync();
    await handle.close();
    await fs.promises.rename(partial, file);
  } catch (error) {
    gzip.destroy();
    await done.catch(() => {});
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  return { file, tables: tableCount, rows: total, bytes: (await fs.promises.stat(file)).size };
}

export class BackupError extends Error {
  override name = "BackupError";
}

async function* readLines(file: string) {
  const lines = readline.createInterface({
    input: fs.createReadStream(file).pipe(zlib.createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) if (line) yield JSON.parse(line) as Record<string, unknown>;
}

/** Checks a whole backup file (header, every row's table, the end line) before anything is touched. */
async function checkFile(file: string) {
  let header: Header | undefined;
  let count = 0;
  let ended = false;
  try {
    for await (const line of readLines(file)) {
      if (!header) {
        if (line.format !== FORMAT || line.version !== VERSION)
          throw new BackupError(`${file} is not a backup made by npm run db:backup.`);
        header = line as unknown as Header;
      } else if (line.end) {
        ended = line.rows === count;
      } else count++;
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} cannot be read as a backup: ${(error as Error).message}`);
  }
  if (!header || !ended) throw new BackupError(`${file} is incomplete (the backup was cut short).`);
  return header;
}

/**
 * Replaces the content of every application table with the backup's, in one transaction: either all
 * of it is restored or nothing changes. The database must be at the backup's migration level or
 * newer (columns added since then take their defaults).
 */
export async function restoreBackup(database: Database, file: string) {
  const header = await checkFile(file);
  let restored = 0;
  await database.db.transaction(async (tx) => {
    const level = await migrationLevel(tx);
    if (level < header.migrations) {
      throw new BackupError(
        `This backup was made by a newer version of the site (migration ${header.migrations}; this database is at ${level}). Update the code first.`,
      );
    }
    const current = new Map((await describeTables(tx)).map((table) => [table.name, table]));
    for (const table of header.tables) {
      const target = current.get(table.name);
      const missing = table.columns.filter((column) => !target?.columns.includes(column));
      if (!target || missing.length)
        throw new BackupError(
          `The backup’s table ${table.name} does not fit this database (missing: ${target ? missing.join(", ") : "the table"}).`,
        );
    }
    await tx.execute(
      sql`truncate table ${sql.join(
        [...current.keys()].map((name) => sql.identifier(name)),
        sql`, `,
      )}`,
    );
    const columnsOf = new Map(header.tables.map((table) => [table.name, table.columns]));
    let batch: { table: string; rows: unknown[] } | undefined;
    const flush = async () => {
      if (!batch?.rows.length) return;
      const list = sql.join(
        columnsOf.get(batch.table)!.map((column) => sql.identifier(column)),
        sql`, `,
      );
      await tx.execute(sql`insert into ${sql.identifier(batch.table)} (${list})
        select ${list} from json_populate_recordset(null::${sql.identifier(batch.table)}, ${JSON.stringify(batch.rows)}::json)`);
      restored += batch.rows.length;
      batch.rows = [];
    };
    let first = true;
    for await (const line of readLines(file)) {
      if (first || line.end) {
        first = false;
        continue;
      }
      const table = String(line.t);
      if (batch?.table !== table) {
        await flush();
        batch = { table, rows: [] };
      }
      batch.rows.push(line.r);
      if (batch.rows.length >= PAGE) await flush();
    }
    await flush();
  });
  return { tables: header.tables.length, rows: restored, madeAt: header.createdAt, from: header.database };
}
