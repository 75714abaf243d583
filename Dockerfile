# Build stage: the TypeScript compiler is a dev dependency; the image runs the compiled dist/ only.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim
# tini first: this layer is cached, so changing the source or the dependencies does not re-run apt.
# Node runs as PID 1's child under tini (`--init` equivalent), so SIGTERM reaches main.ts's drain
# logic directly instead of stopping at npx, and zombies are reaped.
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
# The compiled service and the CLI's entry (`npx carbon`); no TypeScript sources, so the CLI's
# stale-build check finds nothing to rebuild.
COPY --from=build /app/dist ./dist
COPY bin ./bin
COPY scripts/build-if-stale.mjs ./scripts/
# The code stays root's (read-only to the service); only the storage directory is the service's. A
# named volume mounted there takes this ownership when it is first created.
RUN mkdir -p /data/storage && chown node:node /data/storage
ENV NODE_ENV=production HOST=0.0.0.0 STORAGE_DIR=/data/storage
EXPOSE 3000
USER node
ENTRYPOINT ["tini", "--", "node", "dist/main.js"]
CMD ["--role", "all"]
