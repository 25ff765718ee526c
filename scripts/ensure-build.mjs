// `npm start` runs the built server and serves the built web. Build what is missing or older
// than its sources, so `npm ci && npm start` works on a fresh clone and after a pull.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newest(dir) {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

const stale = (stamp, sources) => !existsSync(stamp) || statSync(stamp).mtimeMs < Math.max(...sources.map(newest));

if (stale('dist/web/index.html', ['web', 'contract'])) {
  console.log('Building the app (first start or sources changed)…');
  execSync('npm run build', { stdio: 'inherit' });
} else if (stale('dist/server/main.mjs', ['server/src', 'contract'])) {
  console.log('Building the server (sources changed)…');
  execSync('npm run build:server', { stdio: 'inherit' });
}
