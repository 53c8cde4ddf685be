import { ConfigError, DEFAULT_JWT_SECRET, loadAppConfig } from './app-config';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  WHMCS_URL: 'https://facturation.exemple.fr',
  WHMCS_IDENTIFIER: 'id-prod',
  WHMCS_SECRET: 'secret-prod',
  SMTP_URL: 'smtp://mail.exemple.fr:587',
};

describe('configuration', () => {
  it('runs with no configuration at all: SQLite, demo data, in-process WHMCS sandbox', () => {
    const config = loadAppConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      seedDemo: true,
    });
    expect(config.whmcs.url).toBeUndefined();
    expect(config.jwtSecret).toBe(DEFAULT_JWT_SECRET);
    expect(config.sqlitePath).toMatch(/blog\.sqlite$/);
  });

  it('links the terms of use (CGU) under the main site unless TERMS_URL says where they are', () => {
    expect(loadAppConfig({ MAIN_SITE_URL: 'https://hebergeur.exemple.fr/' }).brand.termsUrl).toBe(
      'https://hebergeur.exemple.fr/cgu',
    );
    expect(loadAppConfig({ TERMS_URL: 'https://legal.exemple.fr/conditions' }).brand.termsUrl).toBe(
      'https://legal.exemple.fr/conditions',
    );
    expect(() => loadAppConfig({ TERMS_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
  });

  it('accepts a complete production configuration without demo data', () => {
    const config = loadAppConfig({
      ...production,
      DATABASE_URL: 'mysql://blog:pw@db:3306/blog',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config).toMatchObject({ nodeEnv: 'production', seedDemo: false, databaseUrl: 'mysql://blog:pw@db:3306/blog' });
  });

  it.each([
    ['the default JWT secret', { JWT_SECRET: undefined }, /JWT_SECRET/],
    ['a short JWT secret', { JWT_SECRET: 'court' }, /JWT_SECRET/],
    ['demo accounts', { DEMO_DATA: 'true' }, /DEMO_DATA/],
    ['no WHMCS address', { WHMCS_URL: undefined }, /WHMCS_URL/],
    ['the sandbox credentials', { WHMCS_SECRET: undefined }, /WHMCS_SECRET/],
    ['no SMTP server', { SMTP_URL: undefined }, /SMTP_URL/],
  ])('refuses to start in production with %s', (_case, override, message) => {
    expect(() => loadAppConfig({ ...production, ...override })).toThrow(message);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'postgres://x'],
    ['REDIS_URL', 'pas une url'],
    ['SMTP_URL', 'http://mail.exemple.fr'],
    ['DEMO_DATA', 'peut-être'],
    ['NODE_ENV', 'staging'],
    ['WHMCS_DEFAULT_COUNTRY', 'France'],
  ])('names %s in French when its value (%s) is unusable', (name, value) => {
    expect(() => loadAppConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadAppConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  describe('S3 storage of uploads', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.exemple.fr/',
      S3_BUCKET: 'blog-medias',
      S3_ACCESS_KEY_ID: 'cle',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://medias.exemple.fr/',
    };

    it('keeps uploads on the local disk when no S3 variable is set', () => {
      expect(loadAppConfig({}).s3).toBeUndefined();
    });

    it('reads a complete configuration, with us-east-1 and path-style addresses by default', () => {
      expect(loadAppConfig(s3).s3).toEqual({
        endpoint: 'https://s3.exemple.fr',
        bucket: 'blog-medias',
        accessKeyId: 'cle',
        secretAccessKey: 'secret',
        publicUrl: 'https://medias.exemple.fr',
        region: 'us-east-1',
        forcePathStyle: true,
        timeoutMs: 5000,
      });
      expect(loadAppConfig({ ...s3, S3_REGION: 'fr-par', S3_FORCE_PATH_STYLE: 'false' }).s3).toMatchObject({
        region: 'fr-par',
        forcePathStyle: false,
      });
    });

    it.each(Object.keys(s3))('refuses to start without %s when another S3 variable is set, naming it in French', (name) => {
      const partial = { ...s3, [name]: undefined };
      expect(() => loadAppConfig(partial)).toThrow(ConfigError);
      expect(() => loadAppConfig(partial)).toThrow(`Configuration S3 incomplète : ${name} manque.`);
    });

    it.each([
      ['S3_ENDPOINT', 'pas une url'],
      ['S3_PUBLIC_URL', 'ftp://medias.exemple.fr'],
      ['S3_BUCKET', 'Mon_Bucket'],
      ['S3_FORCE_PATH_STYLE', 'peut-être'],
      ['S3_TIMEOUT_MS', '0'],
    ])('names %s when its value (%s) is unusable', (name, value) => {
      expect(() => loadAppConfig({ ...s3, [name]: value })).toThrow(new RegExp(name));
    });
  });
});
