import './v8-flags';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadAppConfig } from './config/app-config';

async function bootstrap(): Promise<void> {
  // Validate before anything else starts, so a bad value gives one clear line and exit code 1.
  try {
    loadAppConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration invalide : ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { createApp, configOf } = await import('./http/app-factory');
  const { shutDownGracefully } = await import('./http/graceful-close');
  const app = await createApp();
  const config = configOf(app);
  shutDownGracefully(app);
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}/blog`;
  const logger = new Logger('Blog');
  logger.log(`Blog disponible sur ${url} — API ${url}/api — documentation ${url}/api/docs`);
  logger.log(`Base de données : ${config.databaseUrl ? 'MySQL/MariaDB' : `SQLite (${config.sqlitePath})`}`);
  if (config.seedDemo) {
    const { DEMO_ADMIN } = await import('./demo/demo-accounts');
    logger.log(`Compte administrateur de démonstration : ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  }
}

bootstrap().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
