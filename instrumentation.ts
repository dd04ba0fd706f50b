// Runs once when the server starts: a bad or missing environment variable stops it here, with a
// message naming the variable, rather than on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkEnvOrExit } = await import("@/lib/server/env");
  checkEnvOrExit();
}
