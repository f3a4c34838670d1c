# Built once, run on plain node: the frontend (browser bundle and server render) and the backend (backend/dist, esbuild)
# are built in the first stage; the image keeps only the outputs and the runtime packages.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "backend/dist/serve.mjs", "--mode", "api"]
