import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_API_CACHE, OFFLINE_READABLE } from './src/lib/offline-cache';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `file.br` and `file.gz` next to every text asset of the build (when smaller than the file),
 * so the server sends them as they are (`@fastify/static` `preCompressed`) instead of compressing
 * on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hrms-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = filesUnder(outDir).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const data = readFileSync(file);
          const [br, gzipped] = await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gz(data, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < data.length) writeFileSync(`${file}.br`, br);
          if (gzipped.length < data.length) writeFileSync(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    // installable app: the shell precached, API reads network-first with the last answer kept for offline
    // use; writes go to the network only (never queued)
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      manifest: {
        name: 'HRMS',
        short_name: 'HRMS',
        description: 'Open-source HR management',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1971c2',
        background_color: '#f8f9fa',
        // PNGs for launchers that ignore SVG (scripts/make-icons.mjs renders them from the logo)
        icons: [
          { src: '/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/hrmsapplication\//],
        runtimeCaching: [
          {
            urlPattern: OFFLINE_READABLE, // GET only (Workbox's default method)
            handler: 'NetworkFirst',
            options: {
              cacheName: OFFLINE_API_CACHE,
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
            },
          },
        ],
      },
    }),
    precompress(),
  ],
  server: { port: 5173, proxy: { '/hrmsapplication': 'http://localhost:8080' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900 },
});
