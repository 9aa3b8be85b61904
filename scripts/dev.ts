/**
 * `npm run dev`: the API with reload on change (tsx, core read from source) and Vite's dev server for
 * the web app (it proxies /api to the API). Open http://localhost:5173/Glouton/.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--conditions=source', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', cwd: 'apps/web' }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children) child.once('exit', stopAll);
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
