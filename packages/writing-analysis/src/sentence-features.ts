import { fold, foldWord, wordsOf } from './french';

/**
 * Transition words (« connecteurs logiques ») of French: addition, opposition, cause, consequence,
 * order, example, conclusion; the categories of French school grammars (as in Grevisse, « Le Bon
 * Usage », §§ 1077-1113 on coordination and adverbs of liaison). Folded; a multi-word one matches
 * its words in a row.
 */
const TRANSITIONS = [
  'ainsi',
  'alors',
  'aussi',
  'cependant',
  'certes',
  'donc',
  'enfin',
  'ensuite',
  'toutefois',
  'neanmoins',
  'pourtant',
  'puis',
  'car',
  'mais',
  'or',
  'finalement',
  'bref',
  'premierement',
  'deuxiemement',
  'troisiemement',
  'egalement',
  'notamment',
  'surtout',
  'sinon',
  'desormais',
  'puisque',
  'quoique',
  'autrement dit',
  "c'est-a-dire",
  'c est a dire',
  "c'est pourquoi",
  "d'abord",
  "tout d'abord",
  "d'ailleurs",
  "d'une part",
  "d'autre part",
  'en effet',
  'en revanche',
  'de plus',
  'en outre',
  'par ailleurs',
  'par exemple',
  'par consequent',
  'en conclusion',
  'en resume',
  'en somme',
  'de meme',
  'en fait',
  'en particulier',
  'au contraire',
  'bien que',
  'afin de',
  'afin que',
  'pour que',
  'parce que',
  'grace a',
  'a cause de',
  'des lors',
  'de ce fait',
  'en definitive',
  "a l'inverse",
  'a savoir',
  'dans ce cas',
  'en bref',
  'pour finir',
  'pour conclure',
  'pour commencer',
  'en premier lieu',
  'en second lieu',
  'en meme temps',
  'a present',
  'tandis que',
  'alors que',
  'malgre',
  'en realite',
  'au final',
  'en general',
].map((t) => t.replace(/’/g, "'"));

const TRANSITION_PATTERN = new RegExp(
  `(?:^|[^\\p{L}])(?:${TRANSITIONS.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}])`,
  'u',
);

/** Whether a sentence holds a transition word. */
export function hasTransition(sentence: string): boolean {
  return TRANSITION_PATTERN.test(fold(sentence).replace(/’/g, "'"));
}

/** The forms of « être » that make a passive with a past participle (folded). */
const ETRE = new Set([
  'suis',
  'es',
  'est',
  'sommes',
  'etes',
  'sont',
  'etais',
  'etait',
  'etions',
  'etiez',
  'etaient',
  'fus',
  'fut',
  'furent',
  'serai',
  'seras',
  'sera',
  'serons',
  'serez',
  'seront',
  'serais',
  'serait',
  'serions',
  'seriez',
  'seraient',
  'sois',
  'soit',
  'soyons',
  'soyez',
  'soient',
  'etre',
  'ete',
  'etant',
]);
/** Words that may stand between the auxiliary and the participle (« est souvent utilisé »). */
const BETWEEN = new Set([
  'pas',
  'plus',
  'jamais',
  'souvent',
  'toujours',
  'deja',
  'bien',
  'tres',
  'tout',
  'parfois',
  'rarement',
  'aussi',
  'encore',
  'vite',
]);
/**
 * Participles of the verbs whose compound past takes « être » (« il est arrivé » is active), and
 * adjectives and adverbs with a participle's ending (« il est ici », « c'est vrai »).
 */
const NOT_PASSIVE = new Set([
  'alle',
  'venu',
  'arrive',
  'parti',
  'sorti',
  'entre',
  'rentre',
  'monte',
  'descendu',
  'tombe',
  'ne',
  'mort',
  'reste',
  'retourne',
  'devenu',
  'revenu',
  'passe',
  'parvenu',
  'intervenu',
  'ici',
  'ainsi',
  'aussi',
  'parmi',
  'voici',
  'oui',
  'lui',
  'celui',
  'aujourd',
  'vrai',
  'moi',
  'toi',
  'quoi',
  'du',
  'tu',
  'su',
  'pu',
  'vu',
  'eu',
  'bu',
  'plu',
  'cru',
  'lu',
  'tenu',
  'prevu',
  'conseille',
  'recommande',
  'possible',
  'difficile',
  'facile',
  'pret',
  'necessaire',
  'important',
  'simple',
  'ete',
  'deja',
  'assez',
  'tres',
  'si',
  'fini',
  'gratuit',
  'cher',
  'cle',
]);
/** Irregular participles without a regular ending. */
const IRREGULAR_PARTICIPLES =
  /^(fait|ecrit|dit|construit|produit|conduit|traduit|detruit|inscrit|decrit|ouvert|offert|couvert|decouvert|pris|mis|compris|permis|promis|remis|admis|soumis|acquis|requis|conquis|peint|atteint|joint|craint|contraint)(e|s|es)?$/;
/** Regular participle endings: -é (aimer), -i (finir), -u (vendre), with their agreements. */
const REGULAR_PARTICIPLE = /^[a-z]{2,}(e|ee|es|ees|i|ie|is|ies|u|ue|us|ues)$/;

function isParticiple(folded: string, original: string): boolean {
  if (NOT_PASSIVE.has(folded.replace(/(e|s|es)$/, '')) || NOT_PASSIVE.has(folded)) return false;
  if (IRREGULAR_PARTICIPLES.test(folded)) return true;
  if (/(i|ie|is|ies|u|ue|us|ues)$/.test(folded))
    return REGULAR_PARTICIPLE.test(folded) && !/(ai|oi|ui|ou|eu|au|iu)s?$/.test(folded);
  // -é endings are participles only with an accent in the original (« utilisé », not « une »).
  return /é(e|s|es)?$/i.test(original);
}

/**
 * Whether a sentence is in the passive voice: a form of « être » followed, at most two adverbs
 * apart, by a past participle (« Le serveur est configuré par l'équipe »), the compound pasts of
 * motion verbs (« il est arrivé ») excepted. A heuristic: no parser tells an adjective from a
 * participle everywhere.
 */
export function isPassive(sentence: string): boolean {
  const words = wordsOf(sentence);
  const folded = words.map((w) => foldWord(w).replace(/^[a-z]+['’]/, ''));
  for (let i = 0; i < words.length; i++) {
    if (!ETRE.has(folded[i]!)) continue;
    // « a été configuré »: « été » is itself in the list, the participle after it makes the passive.
    for (let j = i + 1; j < Math.min(words.length, i + 4); j++) {
      const word = folded[j]!;
      if (BETWEEN.has(word)) continue;
      if (isParticiple(word, words[j]!)) return true;
      break;
    }
  }
  return false;
}

/** The first word of a sentence, folded, for the « three sentences starting alike » check. */
export function firstWordOf(sentence: string): string {
  const first = wordsOf(sentence)[0];
  return first ? foldWord(first) : '';
}
