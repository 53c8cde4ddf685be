import { boolVar, ConfigError, intVar, urlVar } from './env-vars';

export interface S3Config {
  /** The S3 API, e.g. `https://s3.eu-west-3.amazonaws.com` or a MinIO server. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Where readers load the files from (bucket address, CDN…); a file's URL is this plus its key. */
  readonly publicUrl: string;
  readonly region: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what MinIO and most stand-ins expect. */
  readonly forcePathStyle: boolean;
  /** Connecting, then each silence while waiting for an answer; a failed write is tried once more. */
  readonly timeoutMs: number;
}

const REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;

/** All of the required variables, or none of them: half a configuration would silently keep files on one host. */
export function s3ConfigFromEnv(env: Record<string, string | undefined>): S3Config | undefined {
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length === REQUIRED.length) return undefined;
  if (missing.length) {
    throw new ConfigError(
      `Configuration S3 incomplète : ${missing.join(', ')} ${missing.length > 1 ? 'manquent' : 'manque'}. ` +
        `Définissez ${REQUIRED.join(', ')}, ou aucune d'elles pour garder les fichiers dans DATA_DIR/uploads.`,
    );
  }
  const bucket = env.S3_BUCKET!;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(`S3_BUCKET n'est pas un nom de bucket valide (reçu « ${bucket} »).`);
  }
  return {
    endpoint: urlVar(env, 'S3_ENDPOINT', undefined, ['http:', 'https:'])!,
    bucket,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    publicUrl: urlVar(env, 'S3_PUBLIC_URL', undefined, ['http:', 'https:'])!,
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle: boolVar(env, 'S3_FORCE_PATH_STYLE', true),
    timeoutMs: intVar(env, 'S3_TIMEOUT_MS', 5_000, 100, 60_000),
  };
}
