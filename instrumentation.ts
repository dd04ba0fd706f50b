// Runs once when the server starts: a bad or missing environment variable stops it here, with a
// message naming the variable, rather than on the first request; so does a server started without
// server/client-address.mjs (it could not tell who is calling).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkEnvOrExit } = await import("@/lib/server/env");
  checkEnvOrExit();
  const { checkClientAddressOrExit } = await import("@/lib/server/http/client-ip");
  checkClientAddressOrExit();
}
