// `pnpm dev`: the API server (restarting on change) and the console's Vite dev server with HMR,
// which proxies /api to the server.
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', '@blade-console/server', 'dev'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@blade-console/console', 'dev'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
