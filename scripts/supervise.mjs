// Runs a Node entry point and starts it again when it dies, as `npm start` and `npm run worker` do.
// A process that stops during its first seconds (invalid configuration, port taken) is not restarted:
// its exit code is passed on. Later deaths (a crash, the heap exhausted, a kill) are logged with their
// cause and followed by a restart after a delay that doubles up to 30 s, and resets once a run has
// lasted a minute. SIGINT and SIGTERM are passed on and end the supervision.
import { spawn } from 'node:child_process';

const STARTUP_MS = 10_000;
const STABLE_MS = 60_000;
const MAX_DELAY_MS = 30_000;

const stamp = () => new Date().toISOString();

export function supervise(name, args, options) {
  let child = null;
  let stopping = false;
  let delay = 1000;

  const start = () => {
    const started = Date.now();
    child = spawn(process.execPath, args, options);
    child.on('exit', (code, signal) => {
      if (stopping) process.exit(code ?? 0);
      const ranMs = Date.now() - started;
      const cause = signal ? `signal ${signal}` : `code ${code}`;
      if (ranMs < STARTUP_MS && !signal) {
        console.error(`[${stamp()}] ${name} : arrêt au démarrage (${cause}), pas de redémarrage.`);
        process.exit(code ?? 1);
      }
      if (ranMs > STABLE_MS) delay = 1000;
      console.error(
        `[${stamp()}] ${name} : arrêt inattendu (${cause}) après ${Math.round(ranMs / 1000)} s ; redémarrage dans ${delay / 1000} s.`,
      );
      setTimeout(start, delay);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    });
  };

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
      else process.exit(0);
    });
  }
  start();
}
