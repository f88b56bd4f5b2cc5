import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/**
 * Debian's headless shell (package chromium-headless-shell) where installed: the whole browser in headless mode
 * cost the journeys a quarter more CPU (a 25-journey sample: 56 against 73 CPU-seconds).
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export const E2E_DATA_DIR = new URL(`./.tmp/data-${E2E_PORT}`, import.meta.url).pathname;

/** Browser journeys in Debian's Chromium against the built app served by the real server on a fresh database. */
export default defineConfig({
  testDir: './tests',
  // the browsers are the load (the server used ~6% of a core); on a busy 2-core machine a page waits on the CPU
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // two browsers on 2 cores: 206 journeys in 21 minutes with one failure (a real one); four full browsers held
  // the machine at a load of 20–28, took 60 minutes and timed out eight to thirteen journeys a run
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: `./.tmp/results-${E2E_PORT}`,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // recording a trace costs every journey CPU: only the retry of a failed one is traced
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // the admin dashboard's scrolling announcements keep software rendering busy (~9% of a core per open page)
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx ./start-server.ts',
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 120_000),
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // the webhooks journey's receiver listens on this machine
      WEBHOOK_ALLOW_PRIVATE: 'true',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
