import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");
const isProduction = process.env.NODE_ENV === "production";

// Nothing from other origins. Next's inline bootstrap scripts and next-themes' no-flash script
// need 'unsafe-inline'; the dev server's fast refresh needs 'unsafe-eval' (development only).
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isProduction ? "" : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self'${isProduction ? "" : " ws: wss:"}`,
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

// What /api answers (JSON, and every stored file or download: photos, avatars, exports) is never a
// page: opened directly it runs nothing, loads nothing and is framed nowhere. Config headers
// replace a route's own, so this is where a file route's sandbox is set, for every route at once.
const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; sandbox";

// Everywhere.
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ...(isProduction ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
];
// Everywhere but the answers that set their own (below).
const framingHeaders = [
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
];

// Answers whose policy depends on the file they carry set their CSP, X-Frame-Options and
// Referrer-Policy themselves (lib/server/media/serve/media-headers.ts): a media file's bytes
// (/api/v1/media/{id}/content) and a share link (/s/{token}). All stay sandboxed; an inline PDF
// the app previews may be framed by the app's own pages (frame-ancestors 'self'), which the /api
// rule below forbids. Config headers replace a route's own, so these paths are left out of the
// rules that set those three.
const ownPolicy = "api/v1/media/[^/]+/content$|s/[^/]+$";

/** @type {import("next").NextConfig} */
const nextConfig = {
  output: "standalone",
  poweredByHeader: false,
  // Compression is the reverse proxy's (deploy/Caddyfile: `encode zstd gzip`), which every
  // deployment has for HTTPS anyway: Node's gzip ran on the event loop (or its thread pool) on the
  // two cores that also serve requests, and tripled the month view's p95 (`npm run bench --
  // calendar`). Read at build time: the standalone server keeps what the build saw.
  compress: false,
  reactStrictMode: true,
  // The dev server accepts its live-reload socket and /_next requests from localhost only: opened
  // at 127.0.0.1 (or [::1]) the page loaded but never reloaded. Development only.
  allowedDevOrigins: ["127.0.0.1", "[::1]"],
  // piscina and bcryptjs: the password pool's worker (lib/server/auth/password-worker.mjs) is loaded
  // from disk in a worker thread, unbundled, so both must stay real packages in node_modules.
  serverExternalPackages: ["pino", "@prisma/client", "@prisma/adapter-pg", "pg", "piscina", "bcryptjs"],
  // The build copies that worker file beside the server chunks and traces it, but not its import of
  // bcryptjs: the standalone output (what the Docker image runs) gets the package from here.
  outputFileTracingIncludes: { "/**": ["./node_modules/bcryptjs/**/*"] },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: `/((?!${ownPolicy}).*)`, headers: framingHeaders },
      // Exactly one Content-Security-Policy per answer: pages get theirs, /api the sandbox.
      {
        source: `/((?!api(?:/|$)|${ownPolicy}).*)`,
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy }],
      },
      {
        source: `/((?!${ownPolicy})api(?:/.*)?)`,
        headers: [{ key: "Content-Security-Policy", value: apiContentSecurityPolicy }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
