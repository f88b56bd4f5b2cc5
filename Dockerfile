# One image for every role: PROCESS_ROLE=web|worker|all picks what a container does, and
# `node apps/server/dist/main.js --migrate` is the migration job. Build: docker build -t hrms .

# The workspace's manifests, which both stages install from (a change elsewhere keeps their npm ci cached).
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM manifests AS runtime
ENV NODE_ENV=production PORT=8080 DATA_DIR=/data
# the server's production dependencies only; @hrms/shared is bundled into dist/main.js
RUN npm ci --omit=dev --workspace @hrms/server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY packages/shared packages/shared
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
