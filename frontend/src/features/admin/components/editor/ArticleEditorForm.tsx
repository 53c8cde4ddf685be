import { Box, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../../api/errors';
import type { SessionUser } from '../../../../api/models';
import { FormAlert } from '../../../../components/form/FormAlert';
import { toast } from '../../../../components/toast/toast-store';
import { frAdmin } from '../../../../i18n/fr-admin';
import { frEditor } from '../../../../i18n/fr-editor';
import type { EditorHandle } from '../../editor/create-editor';
import { RichEditor } from '../../editor/RichEditor';
import { minimumWordsError, wordCounter } from '../../editor/word-count';
import { useActiveCategories, useAllCategories } from '../../hooks/use-admin-reads';
import { useArticleActions } from '../../hooks/use-article-actions';
import { clearDraft, draftKey, loadDraft, sameForm, useDraftAutosave, type ArticleForm } from '../../hooks/use-article-draft';
import { useLeaveGuard } from '../../hooks/use-leave-guard';
import { Button } from '../ui/Button';
import { Field, Select, TextArea, TextInput } from '../ui/fields';
import { Card, PageHeader } from '../ui/Surface';
import { hasTitleAndContent, payloadFromForm, withTitle } from './article-form';
import { DraftNotice, RejectedBanner, RewardNotice, WordCounter } from './EditorNotices';
import { FeaturedImageField } from './FeaturedImageField';
import { SeoSection } from './SeoSection';

export interface EditorContext {
  user: SessionUser;
  articleId: number | null;
  contributor: boolean;
  rejected: boolean;
  rejectionReason: string | null;
  minWords: number;
  reward: string;
}

const STATUS_OPTIONS = ['draft', 'published'] as const;

/** Spec §2.11: the article form shared by staff and contributors. */
export function ArticleEditorForm({ context, base }: { context: EditorContext; base: ArticleForm }) {
  const { user, articleId, contributor } = context;
  const navigate = useNavigate();
  const actions = useArticleActions();
  const key = draftKey(user.id, articleId);
  // A draft left by a reload or a closed tab wins over the loaded article, until discarded.
  const [restored] = useState(() => {
    const draft = loadDraft(key);
    return draft && !sameForm(draft, base) ? draft : null;
  });
  const [form, setForm] = useState<ArticleForm>(restored ?? base);
  const [showDraftNotice, setShowDraftNotice] = useState(Boolean(restored));
  const [editorKey, setEditorKey] = useState(0);
  const [busy, setBusy] = useState(false);
  // A validation banner knows when the form no longer deserves it, and goes away then (not at the next submit).
  const [error, setError] = useState<{ text: string; fixedBy: (form: ArticleForm) => boolean } | null>(null);
  const editor = useRef<EditorHandle | null>(null);
  const dirty = !sameForm(form, base);
  useDraftAutosave(key, form, dirty);
  const { allowLeave } = useLeaveGuard(dirty && !busy, frEditor.leaveConfirm);

  const isAdmin = user.role === 'admin';
  const allCategories = useAllCategories(isAdmin);
  const activeCategories = useActiveCategories(!isAdmin);
  const categories = (isAdmin ? allCategories : activeCategories).data?.categories ?? [];
  const counter = useMemo(() => wordCounter(form.content, context.minWords), [form.content, context.minWords]);
  const set = <K extends keyof ArticleForm>(name: K, value: ArticleForm[K]) => setForm((f) => ({ ...f, [name]: value }));

  const heading = contributor
    ? articleId === null
      ? frEditor.headings.contributorNew
      : frEditor.headings.contributorEdit
    : articleId === null
      ? frEditor.headings.staffNew
      : frEditor.headings.staffEdit;
  const submitLabel = contributor
    ? articleId === null
      ? frEditor.submit.contributorNew
      : frEditor.submit.contributorEdit
    : articleId === null
      ? frEditor.submit.staffNew
      : frEditor.submit.staffEdit;
  const listPath = contributor ? '/admin/submissions' : '/admin/articles';

  useEffect(() => {
    if (error?.fixedBy(form)) setError(null);
  }, [form, error]);

  const fail = (text: string, fixedBy: (form: ArticleForm) => boolean) => {
    setError({ text, fixedBy });
    toast.error(text);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Editor.js reports changes after a short delay: read its content now so the last keystrokes count.
    const content = editor.current ? await editor.current.save() : form.content;
    const current = { ...form, content };
    setForm(current);
    if (!hasTitleAndContent(current)) return fail(frEditor.titleAndContentRequired, hasTitleAndContent);
    if (contributor) {
      const tooShort = minimumWordsError(wordCounter(content, context.minWords));
      if (tooShort) return fail(tooShort, (f) => wordCounter(f.content, context.minWords).reached);
    }
    setBusy(true);
    setError(null);
    const payload = payloadFromForm(current, !contributor);
    try {
      let success: string;
      if (!contributor) {
        if (articleId === null) await actions.create(payload);
        else await actions.update(articleId, payload);
        success = articleId === null ? frEditor.created : frEditor.updated;
      } else if (articleId === null) {
        const { submission } = await actions.submit(payload);
        success = submission.status === 'published' ? frEditor.submittedPublished : frEditor.submitted;
      } else {
        // With auto-approve on, the server publishes the resubmitted article at once.
        const { article } = await actions.update(articleId, payload);
        success = article.status === 'published' ? frEditor.resubmittedPublished : frEditor.resubmitted;
      }
      clearDraft(key);
      allowLeave();
      toast.success(success);
      void navigate(listPath);
    } catch (caught) {
      // Spec §8: the server's error field, else its message, else « Erreur ».
      fail(errorText(caught, frEditor.saveError), (f) => !sameForm(f, current));
      setBusy(false);
    }
  };

  const cancel = () => {
    if (dirty && !window.confirm(frEditor.leaveConfirm)) return;
    clearDraft(key);
    allowLeave();
    void navigate(listPath);
  };

  const discardDraft = () => {
    clearDraft(key);
    setForm(base);
    setShowDraftNotice(false);
    setEditorKey((k) => k + 1);
  };

  const statusOptions = STATUS_OPTIONS.includes(base.status as (typeof STATUS_OPTIONS)[number])
    ? STATUS_OPTIONS
    : [base.status, ...STATUS_OPTIONS];

  return (
    <chakra.form onSubmit={submit} noValidate>
      <PageHeader
        title={heading}
        actions={
          <>
            <Button variant="outline" onClick={cancel}>
              {frEditor.cancel}
            </Button>
            <Button type="submit" busy={busy}>
              {busy ? frEditor.saving : submitLabel}
            </Button>
          </>
        }
      />
      <Stack gap="4" mb="5">
        {showDraftNotice && <DraftNotice onDiscard={discardDraft} />}
        {contributor &&
          (context.rejected ? (
            <RejectedBanner reason={context.rejectionReason} />
          ) : (
            <RewardNotice minWords={context.minWords} reward={context.reward} />
          ))}
        <FormAlert message={error?.text ?? null} />
      </Stack>
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start">
        <Stack gap="5" minW="0">
          <Card>
            <Stack gap="4">
              <TextInput
                label={frEditor.title}
                required
                value={form.title}
                placeholder={frEditor.titlePlaceholder}
                maxLength={255}
                onChange={(e) => setForm((f) => withTitle(f, e.target.value))}
              />
              <TextInput
                label={frEditor.slug}
                hint={frEditor.slugHint}
                value={form.slug}
                fontFamily="mono"
                maxLength={200}
                onChange={(e) => setForm((f) => ({ ...f, slug: e.target.value, slugEdited: true }))}
              />
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
              {contributor && <WordCounter state={counter} />}
            </Flex>
            <RichEditor
              key={editorKey}
              initialHtml={form.content}
              onChange={(html) => set('content', html)}
              labelledBy="content-label"
              handleRef={editor}
            />
            <Text fontSize="xs" color="fg.muted" mt="1.5">
              {frEditor.contentHint}
            </Text>
          </Box>
          <SeoSection form={form} onChange={(name, value) => set(name, value)} />
        </Stack>
        <Stack gap="5" position={{ xl: 'sticky' }} top="6">
          <Card>
            <Stack gap="4">
              {!contributor && (
                <Field label={frEditor.status}>
                  {({ id }) => (
                    <Select id={id} value={form.status} onChange={(e) => set('status', e.target.value as ArticleForm['status'])}>
                      {statusOptions.map((status) => (
                        <option key={status} value={status}>
                          {frAdmin.statuses[status]}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
              )}
              <Field label={frEditor.category}>
                {({ id }) => (
                  <Select id={id} value={form.category_id} onChange={(e) => set('category_id', e.target.value)}>
                    <option value="">{frEditor.noCategory}</option>
                    {categories.map((category) => (
                      <option key={category.id} value={String(category.id)}>
                        {category.name}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </Stack>
          </Card>
          <Card>
            <FeaturedImageField value={form.featured_image} onChange={(url) => set('featured_image', url)} />
          </Card>
        </Stack>
      </Grid>
    </chakra.form>
  );
}
