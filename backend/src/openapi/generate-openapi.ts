import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Writes openapi/openapi.json from the controllers' decorators. The app is built on a throw-away
 * in-memory database and never listens; the test suite regenerates it and fails on any difference.
 */
export async function generateOpenApi(): Promise<string> {
  process.env.SQLITE_PATH = ':memory:';
  process.env.DEMO_DATA = 'false';
  delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
  process.env.OPENAPI_ONLY = 'true';
  const { createApp } = await import('../http/app-factory');
  const { buildOpenApiDocument, sortKeys } = await import('../http/swagger');
  const app = await createApp({ logger: ['error'] });
  await app.init();
  try {
    return `${JSON.stringify(sortKeys(buildOpenApiDocument(app)), null, 2)}\n`;
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  generateOpenApi()
    .then((json) => {
      const target = resolve(__dirname, '../../../openapi/openapi.json');
      writeFileSync(target, json);
      console.log(`OpenAPI écrit : ${target}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
