import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { frEditor } from '../../../../i18n/fr-editor';
import { RichEditor } from '../rich-text/RichEditor';
import { SelectField, TextArea, TextInput } from '../../shared/ui/fields';
import { Card } from '../../shared/ui/Surface';
import { publicAddressChanges } from './article-form';
import { WordCounter } from './EditorNotices';
import { PublicationFields } from './PublicationFields';
import type { ArticleForm } from './use-article-draft';
import type { ArticleEditorState, EditorContext } from './use-article-editor-form';

/** Title, address and short description; a warning when a public address would change (against `base`). */
export function ArticleTextFields({ state, base }: { state: ArticleEditorState; base: ArticleForm }) {
  const { form } = state;
  return (
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
          onChange={(e) => state.set('short_description', e.target.value)}
        />
      </Stack>
    </Card>
  );
}

/** The article's body in the rich editor; `withCounter`: a contributor's word count against the minimum. */
export function ArticleContentField({ state, withCounter }: { state: ArticleEditorState; withCounter: boolean }) {
  return (
    <Box>
      <Flex align="center" justify="space-between" gap="3" mb="1.5">
        <Text as="span" id="content-label" fontSize="sm" fontWeight="semibold">
          {frEditor.content}
          <chakra.span color="primary.fg" aria-hidden="true">
            {' '}
            *
          </chakra.span>
        </Text>
        {withCounter && <WordCounter state={state.counter} />}
      </Flex>
      <RichEditor
        key={state.editorKey}
        initialHtml={state.form.content}
        onChange={(html) => state.set('content', html)}
        labelledBy="content-label"
        handleRef={state.editorHandle}
      />
      <Text fontSize="xs" color="fg.muted" mt="1.5">
        {frEditor.contentHint}
      </Text>
    </Box>
  );
}

/** Staff's publication settings (status, date, newsletter), then the category, for everyone. */
export function ArticleSettingsCard({ context, state }: { context: EditorContext; state: ArticleEditorState }) {
  const { form, set } = state;
  return (
    <Card>
      <Stack gap="4">
        {!context.contributor && (
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
  );
}
