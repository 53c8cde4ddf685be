import { SANDBOX_DEMO_CONTRIBUTOR } from '../billing/embedded-sandbox-customers';

/** Demo credentials: only ever seeded outside production (the config refuses DEMO_DATA in production). */
export const DEMO_ADMIN = {
  email: 'admin@demo.local',
  password: 'Admin!2345',
  username: 'admin',
  display_name: 'Camille Laurent',
};

/** Her e-mail and password are those of her billing account in the embedded WHMCS sandbox, where her rewards are paid. */
export const DEMO_CONTRIBUTOR = {
  ...SANDBOX_DEMO_CONTRIBUTOR,
  username: 'lea.martin',
  display_name: 'Léa Martin',
  bio: 'Administratrice d’un serveur Minecraft survie depuis 2016 et passionnée de roleplay sur FiveM. J’écris les guides que j’aurais aimé lire à mes débuts.',
};

/** Profile tags: `owners` says which demo account wears each one. */
export const DEMO_TAGS = [
  { name: 'Expert Minecraft', color: '#22C55E', owners: ['contributor'] },
  { name: 'Contributeur du mois', color: '#FCD34D', owners: ['contributor'] },
  { name: 'Équipe', color: '#3B82F6', owners: ['admin'] },
] as const;

export const DEMO_CATEGORIES = [
  { name: 'Minecraft', slug: 'minecraft', color: '#22C55E', icon: 'box', description: 'Serveurs, plugins et mods Minecraft.' },
  { name: 'FiveM', slug: 'fivem', color: '#F97316', icon: 'car', description: 'Serveurs GTA V roleplay avec FiveM.' },
  { name: 'VPS', slug: 'vps', color: '#3B82F6', icon: 'server', description: 'Administration et sécurité de vos VPS.' },
  { name: 'Tutoriels', slug: 'tutoriels', color: '#A855F7', icon: 'book-open', description: 'Guides pas à pas.' },
  { name: 'Actualités', slug: 'actualites', color: '#FACC15', icon: 'newspaper', description: 'Les nouveautés de l’hébergeur.' },
];
