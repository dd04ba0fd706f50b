// The environment every test process gets: a fixed secret (tests sign tokens with it) and quiet logs.
// The tests stand in for one reverse proxy: they name each visitor's address in X-Forwarded-For
// (route handlers called directly have no socket). tests/e2e/client-ip.spec.ts checks 0 and 1 hops.
export const TEST_ENV = {
  AUTH_SECRET: "test-secret-that-is-long-enough-for-hs256-0123456789",
  // The e2e server's address (tests/playwright.config.ts), so mailed links reach it on any port.
  APP_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`,
  LOG_LEVEL: "warn",
  TRUSTED_PROXIES: "1",
  // No test reaches Meta: port 0, where nobody can listen (refused at once: "unreachable"). Tests of the
  // Graph API adapter start their own stub (tests/helpers/graph-stub.ts) and point it there.
  GRAPH_API_BASE_URL: "http://127.0.0.1:0",
} as const;
