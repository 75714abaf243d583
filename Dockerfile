FROM node:22-bookworm-slim
# tini first: this layer is cached, so changing the source or the dependencies does not re-run apt.
# Node runs as PID 1's child under tini (`--init` equivalent), so SIGTERM reaches main.ts's drain
# logic directly instead of stopping at npx, and zombies are reaped.
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev
COPY . .
# The source stays root's (read-only to the service); only the storage directory is the service's. A
# named volume mounted there takes this ownership when it is first created.
RUN mkdir -p /data/storage && chown node:node /data/storage
ENV NODE_ENV=production HOST=0.0.0.0 STORAGE_DIR=/data/storage
EXPOSE 3000
USER node
ENTRYPOINT ["tini", "--", "node", "--import", "tsx", "main.ts"]
CMD ["--role", "all"]
