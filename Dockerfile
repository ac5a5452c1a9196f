# syntax=docker/dockerfile:1.7
# Crónica's two images, the API and the web (Next.js), built on one workspace stage they share
# (its install is done once for both). Build from the repository root, naming the image's stage:
#   docker build --target api -t cronica-api .
#   docker build --target web -t cronica-web .
# (docker compose does both; .dockerignore keeps node_modules, dist and data out.)
# The web reads the API address at request time (apps/web/src/lib/config.ts), so one image serves any
# deployment: API_URL for server-side rendering, NEXT_PUBLIC_API_URL for the browser.

FROM node:24.22-bookworm-slim AS workspace
# better-sqlite3 12 compiles from source (no reachable prebuild): python3, make, g++.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /repo
ENV NX_NO_CLOUD=true NX_DAEMON=false NEXT_TELEMETRY_DISABLED=1 CI=true
COPY . .
# `npm ci` refuses this lockfile (platform packages missing from it); `npm install` follows it.
RUN npm install --no-audit --no-fund

# Builds the API and every workspace lib it depends on (Nx runs ^build first).
FROM workspace AS api-build
RUN npx nx run api:build --output-style=stream \
 && npm prune --omit=dev --no-audit --no-fund

# Builds the web app and the workspace libs it imports (Nx runs ^build first).
FROM workspace AS web-build
RUN npx nx run web:build --output-style=stream \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:24.22-bookworm-slim AS api
ENV NODE_ENV=production API_PORT=4000 DATA_DIR=/data
WORKDIR /repo
COPY --from=api-build /repo /repo
# /var/lib/cronica/read-models: a replica's own read models (READ_MODELS_DIR in docker-compose.yml).
RUN mkdir -p /data /var/lib/cronica/read-models && chown -R node:node /data /var/lib/cronica
USER node
VOLUME ["/data"]
EXPOSE 4000
# /health answers 503 until the read models have caught up, and whenever the store subscription
# is down or lags (PROJECTION_MAX_LAG): a large store takes a while on the first start.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://localhost:'+(process.env.API_PORT||4000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM finishes in-flight commands before exiting (graceful shutdown).
CMD ["node", "apps/api/dist/main.js"]

FROM node:24.22-bookworm-slim AS web
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 WEB_PORT=3000
WORKDIR /repo
COPY --from=web-build /repo /repo
USER node
EXPOSE 3000
WORKDIR /repo/apps/web
# The web's own server around Next: it takes each reader's address from the socket (or, with
# WEB_TRUST_PROXY, from the proxy in front), never from a header the browser sent.
CMD ["node", "/repo/apps/web/server/main.mjs"]
