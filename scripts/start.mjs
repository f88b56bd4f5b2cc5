// `npm start` on a fresh clone: install what is missing, build the web app and the server when their
// sources are newer than the build, then run the compiled server (it migrates and seeds the demo
// organisation on an empty database). Ctrl-C or a SIGTERM to this process stops the server too.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args) {
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.signal) process.kill(process.pid, result.signal);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

const stale = (output, sources) =>
  !existsSync(output) || sources.some((source) => newestMtime(join(root, source)) > statSync(output).mtimeMs);
const webIndex = join(root, 'apps/web/dist/index.html');
const serverMain = join(root, 'apps/server/dist/main.js');
const webStale = stale(webIndex, ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/shared/src']);
const serverStale = stale(serverMain, ['apps/server/src', 'packages/shared/src']);

// Building needs the build tools (devDependencies), which NODE_ENV=production installs would skip:
// include them whenever something must be built. A prebuilt deployment runs on production ones only.
const installed = (name) => ['node_modules', 'apps/web/node_modules'].some((dir) => existsSync(join(root, dir, name)));
const buildToolsMissing = !installed('vite') || !installed('esbuild');
if (!existsSync(join(root, 'node_modules', '.package-lock.json')) || ((webStale || serverStale) && buildToolsMissing)) {
  console.log('Installing dependencies…');
  const lock = existsSync(join(root, 'package-lock.json'));
  run([lock ? 'ci' : 'install', '--include=dev', '--no-audit', '--no-fund']);
}
if (webStale) {
  console.log('Building the web app…');
  run(['run', 'build', '-w', '@hrms/web']);
}
if (serverStale) {
  console.log('Building the server…');
  run(['run', 'build', '-w', '@hrms/server']);
}

const server = spawn(process.execPath, ['--enable-source-maps', serverMain], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
// If this process dies any other way, the server goes with it
process.on('exit', () => server.kill('SIGTERM'));
// `kill <pid of npm start>`: npm exits without passing the signal on, leaving this process orphaned;
// notice the new parent and stop the server too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 500).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
