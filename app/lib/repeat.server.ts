import { log } from "./logger.server";

/**
 * Runs `task` now and then again `everyMs` after each run ends (never two at once); a failure is
 * logged under `label` and the next run still comes. The timer does not keep the process alive.
 * Returns a function that stops the repetition and waits for a run under way.
 */
export function repeat(label: string, everyMs: number, task: () => Promise<unknown>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    running = task()
      .catch((error) => log.error(label, { error }))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, everyMs);
        timer?.unref();
      });
  };
  tick();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
