import { frEditor } from '../../../../i18n/fr-editor';
import { HistoryDrawer } from '../../revisions/HistoryDrawer';
import { Button } from '../../shared/ui/Button';
import { PageHeader } from '../../shared/ui/Surface';
import { AutosaveStatusLine } from './EditorNotices';
import type { ArticleEditorState } from './use-article-editor-form';

/** The editor's title and its buttons: autosave status, history, cancel, a contributor's draft, save or submit. */
export function EditorPageHeader({ state }: { state: ArticleEditorState }) {
  return (
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
  );
}

/** The article's versions, in the drawer the header's history button opens. */
export function EditorHistoryDrawer({ history }: { history: ArticleEditorState['history'] }) {
  if (!history.open || history.articleId === null) return null;
  return (
    <HistoryDrawer
      articleId={history.articleId}
      canRestore={history.canRestore}
      onRestore={history.restore}
      onClose={() => history.setOpen(false)}
    />
  );
}
