// A worker process for tests/integration/jobs-worker.test.ts, which kills it with SIGKILL: runs the
// "effect" task on the database and jobs schema its environment names, until killed or SIGTERM.
import "../../lib/cli/server-only-hook.ts";

// Imported once the hook is in place (static imports would be resolved before it).
const { startWorker } = await import("@/lib/server/jobs/worker");
const { effectTasks } = await import("@/tests/helpers/job-test-tasks");

const worker = await startWorker({ tasks: effectTasks, superviseIntervalSeconds: 2 });
console.log("worker ready");
process.on("SIGTERM", () => void worker.stop().then(() => process.exit(0)));
