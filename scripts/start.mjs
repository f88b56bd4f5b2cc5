// `npm start` on a fresh clone: install what is missing, build the web app when needed, then serve
// (the server migrates and seeds the demo organisation on an empty database).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args) {
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    newest = Math.max(newest, stat.isDirectory() ? newestMtime(path) : stat.mtimeMs);
  }
  return newest;
}

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  console.log('Installing dependencies (first start)…');
  run(existsSync(join(root, 'package-lock.json')) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
}

const webIndex = join(root, 'apps/web/dist/index.html');
const sources = [join(root, 'apps/web/src'), join(root, 'packages/shared/src')];
const stale = !existsSync(webIndex) || sources.some((dir) => newestMtime(dir) > statSync(webIndex).mtimeMs);
if (stale) {
  console.log('Building the web app…');
  run(['run', 'build']);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
