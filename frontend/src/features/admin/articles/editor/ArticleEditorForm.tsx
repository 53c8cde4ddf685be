import { Box, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../../components/form/FormAlert';
import { PageSpinner } from '../../../../components/PageSpinner';
import { frEditor } from '../../../../i18n/fr-editor';
import { RichEditor } from '../rich-text/RichEditor';
import type { ArticleForm } from './use-article-draft';
import { useArticleEditorForm, type EditorContext } from './use-article-editor-form';
import { useDrafts } from '../use-drafts';
import { HistoryDrawer } from '../../revisions/HistoryDrawer';
import { Button } from '../../shared/ui/Button';
import { SelectField, TextArea, TextInput } from '../../shared/ui/fields';
import { Card, PageHeader } from '../../shared/ui/Surface';
import {
  AutosaveStatusLine,
  DraftNotice,
  RejectedBanner,
  ResumeNotice,
  RewardNotice,
  ScheduledNotice,
  WordCounter,
} from './EditorNotices';
import { publicAddressChanges } from './article-form';
import { FeaturedImageField } from './FeaturedImageField';
import { PublicationFields } from './PublicationFields';
import { SeoSection } from './SeoSection';
import { SubmissionFollowUp } from '../../submissions/SubmissionThread';
import { inputFromArticle } from '@blog/writing-analysis';
import { WritingAssistant } from '../writing-assistant/WritingAssistant';
import { assistantSwitchedOff, useWritingAnalysis } from '../writing-assistant/use-writing-analysis';
import { useMediaQuery } from '../../../../lib/use-media-query';

/** Spec §2.11: the article form shared by staff and contributors (its state: useArticleEditorForm). */
export function ArticleEditorForm({ context, base }: { context: EditorContext; base: ArticleForm }) {
  // Chakra's `xl`: the assistant beside the editor, else in tabs under it.
  const wide = useMediaQuery('(min-width: 80em)');
  const state = useArticleEditorForm(context, base);
  const { form, set } = state;
  const { contributor } = context;
  // The fields as a save stores them, mapped as the server maps them for reviewers.
  const [withAssistant] = useState(() => !assistantSwitchedOff());
  const analysis = useWritingAnalysis(inputFromArticle(form, { minWords: contributor ? context.minWords : 0 }), withAssistant);
  const remind =
    contributor &&
    analysis !== null &&
    context.qualityReminderBelow > 0 &&
    (100 * analysis.seo.passed) / Math.max(1, analysis.seo.total) < context.qualityReminderBelow;
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
        <PageHeader
          title={state.heading}
          actions={
            <>
              <AutosaveStatusLine status={state.autosaveStatus} />
              {state.history.available && (
                <Button
                  variant="outline"
                  onClick={() => state.history.setOpen(true)}
                  aria-haspopup="dialog"
                  aria-expanded={state.history.open}
                >
                  {frEditor.history.open}
                </Button>
              )}
              <Button variant="outline" onClick={state.cancel}>
                {frEditor.cancel}
              </Button>
              {state.draft.available && (
                <Button variant="outline" onClick={state.draft.save} busy={state.draft.saving} disabled={state.busy}>
                  {frEditor.draft.save}
                </Button>
              )}
              <Button type="submit" busy={state.busy} disabled={state.draft.saving}>
                {state.busy ? frEditor.saving : state.submitLabel}
              </Button>
            </>
          }
        />
        <Stack gap="4" mb="5">
          {state.serverNotice && (
            <ResumeNotice
              copy={state.serverNotice.copy}
              isNew={state.serverNotice.isNew}
              onResume={state.resumeServerCopy}
              onIgnore={state.ignoreServerCopy}
              ignoring={state.serverNotice.ignoring}
            />
          )}
          {state.showDraftNotice && (
            <DraftNotice title={form.title} isNew={context.articleId === null} onDiscard={state.discardDraft} />
          )}
          {state.schedule.scheduledAt && (
            <ScheduledNotice at={state.schedule.scheduledAt} onCancel={state.schedule.cancel} busy={state.schedule.cancelling} />
          )}
          {contributor &&
            (context.rejected ? (
              <RejectedBanner reason={context.rejectionReason} />
            ) : (
              <RewardNotice minWords={context.minWords} reward={context.reward} />
            ))}
          {remind && analysis && (
            <Text role="status" fontSize="sm" color="fg.warning" data-testid="quality-reminder">
              {frEditor.assistant.reminder(analysis.seo.passed, analysis.seo.total)}
            </Text>
          )}
          {/* Inside the article form, it sends nothing with it: its one button sends the note on its own. */}
          {contributor && context.rejected && context.submission && <SubmissionFollowUp submission={context.submission} />}
          {otherDrafts > 0 && !state.serverNotice && (
            <Text fontSize="sm" color="fg.muted" data-testid="other-drafts">
              {frEditor.draft.others(otherDrafts)}{' '}
              <Link to="/admin/articles?filter=draft">
                <chakra.span color="primary.fg" textDecoration="underline">
                  {frEditor.draft.findThem}
                </chakra.span>
              </Link>
            </Text>
          )}
          <FormAlert message={state.error} />
        </Stack>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start">
          <Stack gap="5" minW="0">
            <Card>
              <Stack gap="4">
                <TextInput
                  label={frEditor.title}
                  required
                  value={form.title}
                  placeholder={frEditor.titlePlaceholder}
                  maxLength={255}
                  onChange={(e) => state.setTitle(e.target.value)}
                />
                <TextInput
                  label={frEditor.slug}
                  hint={frEditor.slugHint}
                  value={form.slug}
                  fontFamily="mono"
                  maxLength={200}
                  onChange={(e) => state.setSlug(e.target.value)}
                />
                {publicAddressChanges(form, base) && (
                  <Text role="status" fontSize="sm" color="fg.warning" data-testid="address-changes">
                    {frEditor.addressChanges(base.slug)}
                  </Text>
                )}
                <TextArea
                  label={frEditor.shortDescription}
                  required
                  rows={2}
                  value={form.short_description}
                  placeholder={frEditor.shortDescriptionPlaceholder}
                  maxLength={1000}
                  onChange={(e) => set('short_description', e.target.value)}
                />
              </Stack>
            </Card>
            <Box>
              <Flex align="center" justify="space-between" gap="3" mb="1.5">
                <Text as="span" id="content-label" fontSize="sm" fontWeight="semibold">
                  {frEditor.content}
                  <chakra.span color="primary.fg" aria-hidden="true">
                    {' '}
                    *
                  </chakra.span>
                </Text>
                {contributor && <WordCounter state={state.counter} />}
              </Flex>
              <RichEditor
                key={state.editorKey}
                initialHtml={form.content}
                onChange={(html) => set('content', html)}
                labelledBy="content-label"
                handleRef={state.editorHandle}
              />
              <Text fontSize="xs" color="fg.muted" mt="1.5">
                {frEditor.contentHint}
              </Text>
            </Box>
            {!wide && assistant('tabs')}
            <SeoSection form={form} onChange={(name, value) => set(name, value)} />
          </Stack>
          <Stack gap="5" minW="0" position={{ xl: 'sticky' }} top="6">
            <Card>
              <Stack gap="4">
                {!contributor && (
                  <PublicationFields
                    articleId={context.articleId}
                    form={form}
                    base={state.base}
                    statusOptions={state.statusOptions}
                    onStatus={state.setStatus}
                    onMode={(mode) => set('publish_mode', mode)}
                    onDate={(value) => set('publish_at', value)}
                    onNewsletterSkip={(skip) => set('newsletter_skip', skip)}
                    dateError={state.dateError}
                  />
                )}
                <SelectField
                  label={frEditor.category}
                  value={form.category_id}
                  options={[
                    { value: '', label: frEditor.noCategory },
                    ...state.categories.map((category) => ({ value: String(category.id), label: category.name })),
                  ]}
                  onChange={(e) => set('category_id', e.target.value)}
                />
              </Stack>
            </Card>
            <Card>
              <FeaturedImageField value={form.featured_image} onChange={(url) => set('featured_image', url)} />
            </Card>
            {wide && assistant('panel')}
          </Stack>
        </Grid>
      </chakra.form>
      {state.history.open && state.history.articleId !== null && (
        <HistoryDrawer
          articleId={state.history.articleId}
          canRestore={state.history.canRestore}
          onRestore={state.history.restore}
          onClose={() => state.history.setOpen(false)}
        />
      )}
    </>
  );
}
