/** Command-line flags and environment variables of the CLI; flags win over the environment. */
import type { SandboxOptions } from './types';

export const DEFAULT_PORT = 8081;
export const DEFAULT_IDENTIFIER = 'sandbox-identifier';
export const DEFAULT_SECRET = 'sandbox-secret';

export type CliResult = { kind: 'run'; options: SandboxOptions } | { kind: 'help' } | { kind: 'error'; message: string };

export const USAGE = `Usage : whmcs-sandbox [options]

  --port <n>          port d'écoute (WHMCS_SANDBOX_PORT, défaut ${DEFAULT_PORT}, 0 = libre)
  --host <ip>         adresse d'écoute (WHMCS_SANDBOX_HOST, défaut 127.0.0.1)
  --data-file <f>     fichier JSON de persistance (WHMCS_SANDBOX_DATA_FILE, défaut : mémoire seule)
  --identifier <id>   identifiant API (WHMCS_IDENTIFIER, défaut ${DEFAULT_IDENTIFIER})
  --secret <s>        secret API (WHMCS_SECRET, défaut ${DEFAULT_SECRET})
  --latency-ms <n>    latence ajoutée à chaque appel api.php
  --no-seed           ne pas créer le client de démonstration
  --no-control-api    désactiver les routes de test /__sandbox/*
  --help              afficher cette aide
`;

function parsePort(text: string, origin: string): number | string {
  if (!/^\d+$/.test(text) || Number(text) > 65535) return `${origin} : port invalide « ${text} »`;
  return Number(text);
}

/** Options from argv (without node and script) and env, or why they are unusable. */
export function parseCliOptions(argv: readonly string[], env: NodeJS.ProcessEnv): CliResult {
  const values = new Map<string, string>();
  const switches = new Set<string>();
  const withValue = new Set(['port', 'host', 'data-file', 'identifier', 'secret', 'latency-ms']);
  const bare = new Set(['no-seed', 'no-control-api', 'help']);
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match) return { kind: 'error', message: `argument inattendu « ${argv[i]} »` };
    const [, name, inline] = match;
    if (bare.has(name) && inline === undefined) {
      switches.add(name);
    } else if (withValue.has(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined) return { kind: 'error', message: `--${name} attend une valeur` };
      values.set(name, value);
    } else {
      return { kind: 'error', message: `option inconnue « --${name} »` };
    }
  }
  if (switches.has('help')) return { kind: 'help' };

  const portText = values.get('port') ?? env.WHMCS_SANDBOX_PORT ?? String(DEFAULT_PORT);
  const port = parsePort(portText, values.has('port') ? '--port' : 'WHMCS_SANDBOX_PORT');
  if (typeof port === 'string') return { kind: 'error', message: port };
  const latencyText = values.get('latency-ms') ?? '0';
  if (!/^\d+$/.test(latencyText)) return { kind: 'error', message: `--latency-ms : nombre invalide « ${latencyText} »` };

  const options: SandboxOptions = {
    port,
    host: values.get('host') ?? env.WHMCS_SANDBOX_HOST ?? '127.0.0.1',
    identifier: values.get('identifier') ?? env.WHMCS_IDENTIFIER ?? DEFAULT_IDENTIFIER,
    secret: values.get('secret') ?? env.WHMCS_SECRET ?? DEFAULT_SECRET,
    seedDemo: !switches.has('no-seed'),
    controlApi: !switches.has('no-control-api'),
    faults: { latencyMs: Number(latencyText) },
  };
  const dataFile = values.get('data-file') ?? env.WHMCS_SANDBOX_DATA_FILE;
  if (dataFile) options.dataFile = dataFile;
  if (options.identifier === '' || options.secret === '') {
    return { kind: 'error', message: "l'identifiant et le secret API ne peuvent pas être vides" };
  }
  return { kind: 'run', options };
}
