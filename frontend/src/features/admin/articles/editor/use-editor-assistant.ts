import { inputFromArticle } from '@blog/writing-analysis';
import { useState } from 'react';
import { assistantSwitchedOff, useWritingAnalysis } from '../writing-assistant/use-writing-analysis';
import type { ArticleForm } from './use-article-draft';
import type { EditorContext } from './use-article-editor-form';

/**
 * The writing assistant's analysis of the form (none when this tab runs without it), and whether a
 * contributor is reminded of it: their referencing score is under the site's threshold.
 */
export function useEditorAssistant(context: EditorContext, form: ArticleForm) {
  const { contributor } = context;
  const [withAssistant] = useState(() => !assistantSwitchedOff());
  // The fields as a save stores them, mapped as the server maps them for reviewers.
  const analysis = useWritingAnalysis(inputFromArticle(form, { minWords: contributor ? context.minWords : 0 }), withAssistant);
  const remind =
    contributor &&
    analysis !== null &&
    context.qualityReminderBelow > 0 &&
    (100 * analysis.seo.passed) / Math.max(1, analysis.seo.total) < context.qualityReminderBelow;
  return { withAssistant, analysis, remind };
}
