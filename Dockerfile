# Kanal: production image. Multi-stage on Node 24 LTS; the runtime holds only Next's standalone
# output, the migrations and what deploying them needs, and runs as the unprivileged `node` user.
# The start commands below are the ones tests/e2e/standalone.spec.ts checks and the browser tests use.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
# `npm install`, not `npm ci`: see stack.md (the lockfile lacks other platforms' optional binaries).
# postinstall runs `prisma generate`.
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
# next build, then the job worker and the webhook ingest process bundled into .next/standalone/worker.mjs
# and ingest.mjs (lib/cli/build-worker.ts).
RUN npm run build

# What `node prisma/migrate.ts deploy` needs at run time, at the versions package.json pins.
FROM node:24-bookworm-slim AS migrator
WORKDIR /migrator
COPY package.json /tmp/package.json
RUN node -e "const d=require('/tmp/package.json').dependencies; \
      const names=['@prisma/schema-engine-wasm','@prisma/adapter-pg','@prisma/driver-adapter-utils','pg']; \
      require('fs').writeFileSync('package.json', JSON.stringify({private:true,dependencies:Object.fromEntries(names.map(n=>[n,d[n]]))}))" \
 && npm install --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    STORAGE_DIR=/app/data/uploads
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/prisma ./prisma
# Preloaded before Next: records each request's TCP peer for the per-address limits (see the file).
COPY --from=build --chown=node:node /app/server ./server
COPY --from=migrator --chown=node:node /migrator/node_modules ./prisma/node_modules
# Uploaded files (customer photos, avatars, data exports) with the local storage driver: mount a
# volume here, or set STORAGE_DRIVER=s3 (required when several app containers run).
RUN mkdir -p /app/data/uploads && chown -R node:node /app/data
VOLUME /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Deploy pending migrations, then serve. `exec` makes the server PID 1's child-free successor,
# so `docker stop` reaches it directly. The server refuses to start without the --import.
# Behind a reverse proxy, set TRUSTED_PROXIES (docker-compose.yml does; see the README).
CMD ["sh", "-c", "node prisma/migrate.ts deploy && exec node --import ./server/client-address.mjs server.js"]
# The background job worker runs from the same image as its own container (docker-compose.yml's
# `worker` service): `node worker.mjs`. SIGTERM lets running jobs finish (10 s) before it exits.
# So does the webhook ingest process (the `ingest` service): `node ingest.mjs`, on INGEST_PORT (3001);
# its health check is GET /api/v1/health on that port.
