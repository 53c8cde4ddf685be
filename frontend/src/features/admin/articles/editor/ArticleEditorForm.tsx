import { chakra, Grid, Stack } from '@chakra-ui/react';
import { PageSpinner } from '../../../../components/PageSpinner';
import { useMediaQuery } from '../../../../lib/use-media-query';
import { Card } from '../../shared/ui/Surface';
import { useDrafts } from '../use-drafts';
import { WritingAssistant } from '../writing-assistant/WritingAssistant';
import { ArticleContentField, ArticleSettingsCard, ArticleTextFields } from './ArticleFields';
import { EditorHistoryDrawer, EditorPageHeader } from './EditorHeader';
import { EditorNoticeStack } from './EditorNoticeStack';
import { FeaturedImageField } from './FeaturedImageField';
import { SeoSection } from './SeoSection';
import type { ArticleForm } from './use-article-draft';
import { useArticleEditorForm, type EditorContext } from './use-article-editor-form';
import { useEditorAssistant } from './use-editor-assistant';

/**
 * Spec §2.11: the article form shared by staff and contributors (its state: useArticleEditorForm). It lays
 * out its parts: the header and its buttons, the notices, the article's fields and, beside them, its
 * settings and image, with the writing assistant.
 */
export function ArticleEditorForm({ context, base }: { context: EditorContext; base: ArticleForm }) {
  // Chakra's `xl`: the assistant beside the editor, else in tabs under it.
  const wide = useMediaQuery('(min-width: 80em)');
  const state = useArticleEditorForm(context, base);
  const { form, set } = state;
  const { withAssistant, analysis, remind } = useEditorAssistant(context, form);
  // A new article: the user's other drafts (never the one being written) are said, with the way to them.
  const drafts = useDrafts(context.articleId === null);
  const otherDrafts = drafts.data?.drafts.filter((draft) => draft.draft_key !== context.draftKey).length ?? 0;
  if (state.takingUp) return <PageSpinner />;
  const assistant = (layout: 'panel' | 'tabs') =>
    withAssistant && (
      <WritingAssistant
        layout={layout}
        form={form}
        analysis={analysis}
        onKeyword={(value) => set('focus_keyword', value)}
        onFocusBlock={(index) => state.editorHandle.current?.focusBlock(index)}
      />
    );

  return (
    <>
      <chakra.form onSubmit={state.submit} noValidate>
        <EditorPageHeader state={state} />
        <EditorNoticeStack context={context} state={state} analysis={analysis} remind={remind} otherDrafts={otherDrafts} />
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start">
          <Stack gap="5" minW="0">
            <ArticleTextFields state={state} base={base} />
            <ArticleContentField state={state} withCounter={context.contributor} />
            {!wide && assistant('tabs')}
            <SeoSection form={form} onChange={(name, value) => set(name, value)} />
          </Stack>
          <Stack gap="5" minW="0" position={{ xl: 'sticky' }} top="6">
            <ArticleSettingsCard context={context} state={state} />
            <Card>
              <FeaturedImageField value={form.featured_image} onChange={(url) => set('featured_image', url)} />
            </Card>
            {wide && assistant('panel')}
          </Stack>
        </Grid>
      </chakra.form>
      <EditorHistoryDrawer history={state.history} />
    </>
  );
}
