import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_DATA_DIR = new URL(`./.tmp/data-${E2E_PORT}`, import.meta.url).pathname;

/** Browser journeys in Debian's Chromium against the built app served by the real server on a fresh database. */
export default defineConfig({
  testDir: './tests',
  // On the PostgreSQL server the four browsers are the load (the server used ~6% of a core) and hold the
  // 2-core CI machine at a load of 20–28: a page waits on the CPU, so a journey has 90 s and an expectation 20 s
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // journeys mostly wait (for the server, for mail, for the page to settle): on 2 cores four workers keep the
  // CPU busy where two left it two-thirds idle (a 160-journey run used 15 CPU-minutes in 21.5 minutes)
  workers: Number(process.env.E2E_WORKERS ?? 4),
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
