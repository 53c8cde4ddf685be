/** Articles the public-site tests read; created through the API as the demo admin. */
export const DEMO_ADMIN = { email: 'admin@demo.local', password: 'Admin!2345' };

const paragraph = (topic: string, n: number) =>
  `<p>${topic} : voici un conseil pratique numéro ${n} pour garder un serveur rapide, stable et sécurisé, testé par notre équipe sur de vraies machines de production.</p>`;

export const DEMO_ARTICLES = [
  {
    title: 'Installer un serveur Minecraft Paper en 10 minutes',
    category: 'minecraft',
    short_description:
      'Du choix de la version à la configuration des plugins essentiels, ce guide pas à pas vous accompagne pour lancer un serveur Minecraft Paper performant et prêt à accueillir vos joueurs.',
    content: `<h2>Choisir la bonne version</h2>${paragraph('Minecraft', 1)}<ul><li>Paper 1.21</li><li>Java 21</li></ul>${paragraph('Minecraft', 2)}<p>Lisez aussi <a href="https://papermc.io">la documentation Paper</a>.</p>`,
    meta_keywords: 'minecraft, paper, serveur',
  },
  {
    title: 'FiveM : configurer txAdmin pour votre serveur roleplay',
    category: 'fivem',
    short_description:
      'txAdmin simplifie la gestion d’un serveur FiveM : redémarrages planifiés, sauvegardes et gestion des joueurs.',
    content: `<h2>Pourquoi txAdmin</h2>${paragraph('FiveM', 1)}${paragraph('FiveM', 2)}`,
    meta_keywords: 'fivem, txadmin',
  },
  {
    title: 'Sécuriser un VPS Debian en cinq étapes',
    category: 'vps',
    short_description: 'Pare-feu, clés SSH, mises à jour automatiques : les réflexes à adopter dès la livraison de votre VPS.',
    content: `<h2>Les clés SSH</h2>${paragraph('VPS', 1)}<pre><code>ssh-keygen -t ed25519</code></pre>${paragraph('VPS', 2)}`,
    meta_keywords: 'vps, debian, sécurité',
  },
  {
    title: 'Optimiser les performances de son serveur Minecraft',
    category: 'minecraft',
    short_description:
      'Pré-génération du monde, réglages de Paper et choix des plugins : gagnez des TPS sans sacrifier le gameplay.',
    content: `<h2>Pré-générer le monde</h2>${paragraph('Performances', 1)}${paragraph('Performances', 2)}`,
    meta_keywords: 'minecraft, performances, tps',
  },
];

interface Json {
  [key: string]: unknown;
}

async function call(base: string, path: string, init: RequestInit & { token?: string } = {}): Promise<Json> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${base}${path}`, { ...init, headers });
  const body = (await response.json()) as Json;
  if (!response.ok) throw new Error(`${path} → ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Publishes the demo articles unless the blog already has published articles. */
export async function ensureDemoArticles(base: string): Promise<void> {
  const existing = (await call(base, '/blog/api/articles?limit=1')) as { pagination?: { total: number } };
  if ((existing.pagination?.total ?? 0) > 0) return;
  const { token } = (await call(base, '/blog/api/auth/login', { method: 'POST', body: JSON.stringify(DEMO_ADMIN) })) as {
    token: string;
  };
  const { categories } = (await call(base, '/blog/api/categories')) as { categories: Array<{ id: number; slug: string }> };
  for (const article of DEMO_ARTICLES) {
    const category = categories.find((c) => c.slug === article.category);
    await call(base, '/blog/api/articles', {
      method: 'POST',
      token,
      body: JSON.stringify({
        title: article.title,
        short_description: article.short_description,
        content: article.content,
        category_id: category?.id ?? null,
        status: 'published',
        meta_keywords: article.meta_keywords,
      }),
    });
  }
}
