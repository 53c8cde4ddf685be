import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { RunningSandbox } from '@blog/whmcs-sandbox';
import { AppConfig } from '../config/app-config';
import { SANDBOX_DEMO_CONTRIBUTOR } from './embedded-sandbox-customers';

/**
 * With no WHMCS_URL (never in production), the API starts the sandbox itself (`start`); a worker process
 * beside it reads the address the API wrote in DATA_DIR (`attach`), so both talk to the same billing data.
 */
export type EmbeddedWhmcsMode = 'start' | 'attach';
export const EMBEDDED_WHMCS_MODE = Symbol('EMBEDDED_WHMCS_MODE');

export const SANDBOX_DATA_FILE = 'whmcs-sandbox.json';
export const SANDBOX_URL_FILE = 'whmcs-sandbox.url';

/** Where WHMCS's `includes/api.php` lives for this process. */
@Injectable()
export class WhmcsEndpoint implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('WHMCS');
  private sandbox: RunningSandbox | null = null;
  private base: string | null = null;

  constructor(
    private readonly config: AppConfig,
    @Inject(EMBEDDED_WHMCS_MODE) private readonly mode: EmbeddedWhmcsMode,
  ) {}

  get apiUrl(): string {
    if (!this.base) throw new Error('WHMCS endpoint not initialised');
    return `${this.base}/includes/api.php`;
  }

  /** Where readers' browsers reach WHMCS (its cart and affiliate pages), without a trailing slash. */
  get publicBase(): string {
    const base = this.config.whmcs.publicUrl ?? this.base;
    if (!base) throw new Error('WHMCS endpoint not initialised');
    // WHMCS_URL may be given as the API's own address: readers' pages are beside `includes/`.
    return base.replace(/\/+$/, '').replace(/\/includes\/api\.php$/, '');
  }

  get embedded(): boolean {
    return this.sandbox !== null;
  }

  async onModuleInit(): Promise<void> {
    if (this.config.whmcs.url) {
      this.base = this.config.whmcs.url;
      return;
    }
    if (this.config.nodeEnv === 'production') throw new Error('WHMCS_URL est obligatoire en production.');
    const urlFile = join(this.config.dataDir, SANDBOX_URL_FILE);
    if (this.mode === 'attach') {
      if (!existsSync(urlFile)) {
        throw new Error(
          `WHMCS_URL n'est pas défini et aucun sandbox WHMCS intégré n'a été trouvé (${urlFile}) : démarrez l'API d'abord ou définissez WHMCS_URL.`,
        );
      }
      this.base = readFileSync(urlFile, 'utf8').trim();
      this.logger.log(`Sandbox WHMCS de l'API : ${this.base}`);
      return;
    }
    const { startSandbox, DEMO_CLIENT_EMAIL, DEMO_CLIENT_PASSWORD } = await import('@blog/whmcs-sandbox');
    mkdirSync(this.config.dataDir, { recursive: true });
    this.sandbox = await startSandbox({
      port: 0,
      host: '127.0.0.1',
      identifier: this.config.whmcs.identifier,
      secret: this.config.whmcs.secret,
      dataFile: join(this.config.dataDir, SANDBOX_DATA_FILE),
      seedDemo: this.config.seedDemo,
      demoAccounts: [SANDBOX_DEMO_CONTRIBUTOR],
      controlApi: false,
    });
    this.base = this.sandbox.url;
    writeFileSync(urlFile, `${this.base}\n`);
    this.logger.log(`Sandbox WHMCS intégré sur ${this.base} (WHMCS_URL non défini)`);
    if (this.config.seedDemo)
      this.logger.log(`Client WHMCS de démonstration (onglet Client) : ${DEMO_CLIENT_EMAIL} / ${DEMO_CLIENT_PASSWORD}`);
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.sandbox) return;
    const urlFile = join(this.config.dataDir, SANDBOX_URL_FILE);
    if (existsSync(urlFile) && readFileSync(urlFile, 'utf8').trim() === this.base) rmSync(urlFile, { force: true });
    await this.sandbox.close();
    this.sandbox = null;
  }
}
