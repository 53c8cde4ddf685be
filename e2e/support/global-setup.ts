import type { FullConfig } from '@playwright/test';
import { ensureDemoArticles } from './demo-content';

/** The public pages need published articles; demo data provides them, or they are created here. */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (baseURL) await ensureDemoArticles(baseURL);
}
