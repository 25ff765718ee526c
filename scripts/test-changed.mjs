// The inner loop: checks only what a change touches. `npm test` stays the gate before a commit
// lands; this answers "did I break what I touched?" in seconds to a few minutes.
//
//   npm run test:changed            changes since the upstream branch (or uncommitted ones)
//   npm run test:changed -- HEAD~3  changes since that commit
//
// - types: the whole project, incrementally (a change's types reach everything that uses it);
// - lint and format: the changed files themselves;
// - unit and API tests: the test files that import a changed file, however deeply
//   (vitest --changed follows the module graph);
// - browser journeys: the spec files that changed or import a changed e2e file (playwright
//   --only-changed). A change to the app alone selects no journey: Playwright cannot see
//   which pages a spec visits. Name them: `npx playwright test e2e/clients.spec.ts`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

function upstreamOrHead() {
  try {
    return git('merge-base', 'HEAD', '@{upstream}');
  } catch {
    return 'HEAD';
  }
}

function run(command, args) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const base = process.argv[2] ?? upstreamOrHead();
const changed = [
  ...new Set([
    ...git('diff', '--name-only', '--diff-filter=d', base).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ]),
].filter((file) => file && existsSync(file));
console.log(`Changed since ${base}: ${changed.length} file(s).`);

const code = changed.filter((f) => /\.(ts|tsx|js|mjs)$/.test(f));
const formatted = changed.filter((f) => /\.(ts|tsx|js|mjs|css)$/.test(f));
run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc-changed.tsbuildinfo']);
if (code.length) run('npx', ['eslint', '--no-warn-ignored', ...code]);
if (formatted.length) run('npx', ['prettier', '--check', '--ignore-unknown', ...formatted]);
run('npx', ['vitest', 'run', '--changed', base, '--passWithNoTests']);

const listed = spawnSync('npx', ['playwright', 'test', '--list', `--only-changed=${base}`], { encoding: 'utf8' });
const journeys = /Total: (\d+) tests?/.exec(listed.stdout ?? '')?.[1];
if (journeys && Number(journeys) > 0) {
  run('npm', ['run', 'build']);
  run('npx', ['playwright', 'test', `--only-changed=${base}`]);
} else {
  console.log('\nNo browser journey changed: none run.');
}
