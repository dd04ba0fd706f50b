// CPU time of processes from Linux /proc (the pipeline benches): what a request or a message costs
// the machine, which other work on a shared box does not change the way it changes rates.
import { readFileSync } from "node:fs";

/** User + system CPU seconds of each process so far (a process that is gone, or not Linux: left out). */
export function cpuSnapshot(pids: number[]): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // gone, or not Linux
    }
  }
  return seconds;
}

/** CPU seconds spent between two snapshots by the processes of the second (a new one: all of its own). */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}
