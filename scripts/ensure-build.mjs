// `npm start` serves the built web. Build it when it is missing or older than its sources,
// so `npm ci && npm start` works on a fresh clone and after a pull.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const stamp = 'dist/web/index.html';

function newest(dir) {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

const sources = Math.max(newest('web'), newest('contract'));
if (!existsSync(stamp) || statSync(stamp).mtimeMs < sources) {
  console.log('Building the web app (first start or sources changed)…');
  execSync('npm run build', { stdio: 'inherit' });
}
