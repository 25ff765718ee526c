// Development: the API on :3000 (restarts on change) and Vite on :5173 (proxies /api).
import { spawn } from 'node:child_process';

const run = (cmd, args) => spawn(cmd, args, { stdio: 'inherit', env: process.env });
const children = [
  run('node_modules/.bin/tsx', ['watch', 'server/src/main.ts']),
  run('node_modules/.bin/vite', ['--config', 'web/vite.config.ts']),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
