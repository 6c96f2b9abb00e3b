import fs from "node:fs";
import path from "node:path";

export class DirectoryLockedError extends Error {
  override name = "DirectoryLockedError";
}

export interface LockOwner {
  pid: number;
  startedAt: string | null;
  acquiredAt: string;
}

/** The start time of a process as the kernel records it, to tell a live owner from a reused pid. */
function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime) comes after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  const started = processStartTime(owner.pid);
  return owner.startedAt === null || started === null || started === owner.startedAt;
}

/** The live process holding a folder's lock, if any. */
export function lockOwner(dir: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(dir, ".lock"), "utf8")) as LockOwner;
    return isAlive(owner) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An exclusive lock on a folder, held for the life of the process. PGlite lets two processes open the
 * same folder and then loses rows silently, so the folder must have a single owner.
 *
 * The lock file is created atomically with link(2); a lock left by a dead process (SIGKILL, crash)
 * is taken over by renaming it away first, which only one contender can do.
 */
export function acquireDirectoryLock(dir: string): { release: () => void; file: string } {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, ".lock");
  const me: LockOwner = {
    pid: process.pid,
    startedAt: processStartTime(process.pid),
    acquiredAt: new Date().toISOString(),
  };
  const temp = path.join(dir, `.lock.${process.pid}.${Date.now()}`);
  fs.writeFileSync(temp, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        fs.linkSync(temp, file);
        let released = false;
        return {
          file,
          release: () => {
            if (released) return;
            released = true;
            try {
              const owner = JSON.parse(fs.readFileSync(file, "utf8")) as LockOwner;
              if (owner.pid === process.pid) fs.unlinkSync(file);
            } catch {
              // already gone
            }
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      let owner: LockOwner | null = null;
      try {
        owner = JSON.parse(fs.readFileSync(file, "utf8")) as LockOwner;
      } catch {
        owner = null;
      }
      if (owner && isAlive(owner)) {
        throw new DirectoryLockedError(
          `The data folder ${dir} is already in use by process ${owner.pid} (since ${owner.acquiredAt}). ` +
            "The embedded database can be opened by one process only: stop the other server first, " +
            "or use another DATA_DIR, or a PostgreSQL server through DATABASE_URL.",
        );
      }
      try {
        fs.renameSync(file, `${file}.stale.${process.pid}`);
        fs.unlinkSync(`${file}.stale.${process.pid}`);
      } catch {
        // another process took it over first; try again
      }
    }
    throw new DirectoryLockedError(`Could not lock the data folder ${dir}; another process keeps taking it.`);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}
