/** How often the parent is looked at: a stop well within a few seconds, at no measurable cost. */
const EVERY_MS = 500;

/**
 * Calls `gone` once the process that started this one has exited: its parent id changes, as the
 * orphan is handed to init or a subreaper. `npx` and `npm exec` end on SIGTERM without passing it
 * on to the sandbox, and a test runner killed with SIGKILL sends nothing at all; either way the
 * sandbox would hold its port after its starter is gone. Nothing is watched when the parent is
 * init (or none, as PID 1 in a container): a service manager or a container runtime stops it with
 * a signal.
 */
export function watchParent(gone: (parent: number) => void): void {
  const parent = process.ppid;
  if (parent <= 1) return;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    gone(parent);
  }, EVERY_MS);
  timer.unref();
}
