import { EnvError, loadEnv } from "@/lib/server/env";

/** What loadEnv refuses in `env`, one problem a line; [] when it takes it. */
export function envProblems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadEnv(env);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
}
