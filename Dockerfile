FROM node:22-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev
COPY . .
ENV NODE_ENV=production HOST=0.0.0.0
EXPOSE 3000
ENTRYPOINT ["npx", "tsx", "main.ts"]
CMD ["--role", "all"]
