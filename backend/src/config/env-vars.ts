/** Reading the environment: typed variables, and the error that stops a start-up on a wrong one. */
export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

/** An integer setting within [min, max], `fallback` when unset. */
export function intVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} doit être un entier entre ${min} et ${max} (reçu « ${raw} »).`);
  }
  return value;
}

export function boolVar(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} doit valoir true ou false (reçu « ${raw} »).`);
}

export function urlVar(env: Env, name: string, fallback: string | undefined, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} n'est pas une URL valide (reçu « ${raw} »).`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} doit commencer par ${protocols.map((p) => `${p}//`).join(' ou ')}.`);
  }
  return raw.replace(/\/+$/, '');
}
