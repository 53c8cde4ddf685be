import type { I18nDictionary } from '@editorjs/editorjs';

/** Editor.js's interface in French (its `i18n.messages` option): toolbox, tunes, tools and placeholders. */
export const editorMessages: I18nDictionary = {
  ui: {
    blockTunes: { toggler: { 'Click to tune': 'Cliquer pour régler', 'or drag to move': 'ou glisser pour déplacer' } },
    inlineToolbar: { converter: { 'Convert to': 'Convertir en' } },
    toolbar: { toolbox: { Add: 'Ajouter' } },
    popover: { Filter: 'Filtrer', 'Nothing found': 'Aucun résultat', 'Convert to': 'Convertir en', Search: 'Rechercher' },
  },
  toolNames: {
    Text: 'Paragraphe',
    Heading: 'Titre',
    List: 'Liste',
    'Unordered List': 'Liste à puces',
    'Ordered List': 'Liste numérotée',
    Checklist: 'Liste de tâches',
    Quote: 'Citation',
    Code: 'Code',
    Image: 'Image',
    Embed: 'Vidéo',
    Link: 'Lien',
    Bold: 'Gras',
    Italic: 'Italique',
    InlineCode: 'Code en ligne',
    'HTML brut': 'HTML brut',
  },
  tools: {
    link: { 'Add a link': 'Ajouter un lien' },
    header: {
      'Heading 2': 'Titre 2',
      'Heading 3': 'Titre 3',
      'Heading 4': 'Titre 4',
      'Heading 5': 'Titre 5',
      'Heading 6': 'Titre 6',
    },
    list: {
      Unordered: 'À puces',
      Ordered: 'Numérotée',
      Checklist: 'Tâches',
      'Counter type': 'Type de numérotation',
      'Start with': 'Commencer à',
    },
    quote: {
      'Align Left': 'Aligner à gauche',
      'Align Center': 'Centrer',
      'Enter a quote': 'Saisir une citation',
      'Enter a caption': 'Auteur ou source',
    },
    image: {
      Caption: 'Légende',
      'Select an Image': 'Choisir une image',
      'With border': 'Avec bordure',
      'Stretch image': 'Pleine largeur',
      'With background': 'Avec fond',
      'With caption': 'Avec légende',
      'Couldn’t upload image. Please try another.': "Impossible d'envoyer l'image. Essayez-en une autre.",
    },
    embed: { 'Enter a caption': 'Légende' },
    code: { 'Enter a code': 'Saisir du code' },
  },
  blockTunes: {
    delete: { Delete: 'Supprimer', 'Click to delete': 'Cliquer pour confirmer' },
    moveUp: { 'Move up': 'Monter' },
    moveDown: { 'Move down': 'Descendre' },
  },
};
