FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
USER node
EXPOSE 3000
CMD ["npx", "tsx", "backend/src/main.ts", "--mode", "api"]
