import { stemsOf } from '@blog/writing-analysis';
import { termsOf } from './french-analyzer';

/**
 * The editor's keyword checks must read words as the search does: « same keyword » in the writing
 * analysis and « same search term » here are one notion. Terms padded for InnoDB (`vp_`) are compared
 * without their padding.
 */
const texts = [
  'Héberger un serveur Minecraft',
  'SERVEURS minecraft',
  'Sécurité de votre VPS',
  'les sauvegardes automatiques du serveur',
  'Œuvres complètes : l’installation des mods',
  'Configurer les ports réseau sur Linux',
  'Jeux vidéo, hébergement et performances',
];

describe('writing analysis and search read keywords alike', () => {
  it.each(texts)('« %s »', (text) => {
    expect(stemsOf(text)).toEqual(termsOf(text).map((term) => term.replace(/_+$/, '')));
  });
});
