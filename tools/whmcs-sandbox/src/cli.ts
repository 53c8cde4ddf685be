#!/usr/bin/env node
/** `npm run whmcs-sandbox`: runs the simulator in the foreground and prints how to use it, in French. */
import { parseCliOptions, USAGE } from './cli-options';
import { DEMO_CLIENT_EMAIL, DEMO_CLIENT_PASSWORD } from './demo-client';
import { startSandbox } from './server';

async function main(): Promise<void> {
  const parsed = parseCliOptions(process.argv.slice(2), process.env);
  if (parsed.kind === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  if (parsed.kind === 'error') {
    process.stderr.write(`whmcs-sandbox : ${parsed.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const { options } = parsed;
  const sandbox = await startSandbox(options);
  const lines = [
    'Simulateur WHMCS démarré.',
    `  API            : ${sandbox.url}/includes/api.php`,
    `  Identifiant    : ${options.identifier}`,
    `  Secret         : ${options.secret}`,
    `  Données        : ${options.dataFile ?? 'en mémoire (perdues à l’arrêt)'}`,
  ];
  if (options.seedDemo) lines.push(`  Client démo    : ${DEMO_CLIENT_EMAIL} / ${DEMO_CLIENT_PASSWORD}`);
  if (options.faults?.latencyMs) lines.push(`  Latence        : ${options.faults.latencyMs} ms`);
  if (options.controlApi) {
    lines.push(`  Contrôle tests : ${sandbox.url}/__sandbox/ (ne jamais exposer publiquement)`);
  }
  lines.push('Ctrl+C pour arrêter.');
  process.stdout.write(`${lines.join('\n')}\n`);

  const stop = (signal: NodeJS.Signals): void => {
    process.stdout.write(`\nSignal ${signal} reçu, arrêt du simulateur WHMCS…\n`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Arrêt incomplet : ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`whmcs-sandbox : démarrage impossible : ${message}\n`);
  process.exit(1);
});
