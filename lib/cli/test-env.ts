// The environment every test process gets: a fixed secret (tests sign tokens with it) and quiet logs.
export const TEST_ENV = {
  AUTH_SECRET: "test-secret-that-is-long-enough-for-hs256-0123456789",
  APP_URL: "http://127.0.0.1:3100",
  LOG_LEVEL: "warn",
} as const;
