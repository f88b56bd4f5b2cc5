// Starts the real server on a fresh data directory for the browser journeys.
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? './.tmp/data', { recursive: true, force: true });
await import('../apps/server/src/main');
