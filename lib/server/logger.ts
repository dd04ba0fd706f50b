import "server-only";
import pino from "pino";

// Structured JSON logs. Bodies, headers and cookies are never logged; the redaction list is a
// second line of defence for anything that carries a secret by mistake.
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: { service: "kanal" },
  redact: {
    paths: [
      "password",
      "*.password",
      "token",
      "*.token",
      "refreshToken",
      "*.refreshToken",
      "cookie",
      "*.cookie",
      "authorization",
      "*.authorization",
      "headers",
    ],
    censor: "[redacted]",
  },
});
