FROM node:22-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev
COPY . .
ENV NODE_ENV=production HOST=0.0.0.0
EXPOSE 3000
# Node runs as PID 1's child under tini (`--init` equivalent), so SIGTERM reaches main.ts's drain
# logic directly instead of stopping at npx, and zombies are reaped.
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
ENTRYPOINT ["tini", "--", "node", "--import", "tsx", "main.ts"]
CMD ["--role", "all"]
