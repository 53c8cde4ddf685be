import { chakra, Flex, Text } from '@chakra-ui/react';
import { frAdmin } from '../../../i18n/fr-admin';
import { BASE_PATH } from '../../../session/unauthorized';
import type { ArticleStatus, ManagedArticle } from '../shared/admin-api';
import { ExternalIcon, TrashIcon, XIcon } from '../shared/ui/icons';
import { StatusBadge, statusTone } from '../shared/StatusBadge';
import { Badge } from '../shared/ui/Surface';
import { Button, IconButton } from '../shared/ui/Button';
import { EditLink, LINK_BUTTON } from '../shared/ui/EntityButtons';
import type { Column } from '../shared/ui/DataTable';
import { categoryColumn, dateColumn, titleColumn } from '../shared/ui/columns';

const t = frAdmin.articles;

/** Where the edit link goes and what it says (spec §2.10). */
export function editLinkOf(article: { id: number; status: ArticleStatus }, contributor: boolean): { to: string; label: string } {
  return {
    to: contributor ? `/contributor/edit/${article.id}` : `/admin/articles/edit/${article.id}`,
    label: article.status === 'rejected' ? t.editResubmit : t.edit,
  };
}

interface ArticleColumnsOptions {
  contributor: boolean;
  busyId: number | null;
  onToggle: (article: ManagedArticle) => void;
  onCancelSchedule: (article: ManagedArticle) => void;
  onDelete: (article: ManagedArticle) => void;
}

/** The articles list's columns (spec §2.10). */
export function articleColumns(options: ArticleColumnsOptions): Array<Column<ManagedArticle>> {
  return [
    titleColumn(
      t.colTitle,
      (article) => article.title,
      (article) => (
        <Text color="fg.muted" fontFamily="mono" fontSize="xs" lineClamp={1} title={article.slug} data-testid="article-slug">
          {article.slug}
        </Text>
      ),
    ),
    { header: t.colStatus, cell: (article) => <ArticleStatusCell article={article} {...options} /> },
    categoryColumn(t.colCategory),
    { header: t.colAuthor, cellProps: { color: 'fg.muted' }, cell: (article) => article.author_name ?? frAdmin.common.none },
    dateColumn(t.colDate, (article) => article.created_at),
    { kind: 'actions', cell: (article) => <ArticleActions article={article} {...options} /> },
  ];
}

type CellProps = ArticleColumnsOptions & { article: ManagedArticle };

/**
 * Staff toggle the status from its badge; a contributor's published article is locked (« Publié ✓ »). A
 * scheduled article (`approved`) shows its date instead of a toggle (publishing or drafting it from the
 * badge would silently drop the schedule).
 */
function ArticleStatusCell({ article, contributor, busyId, onToggle }: CellProps) {
  const locked = contributor && article.status === 'published';
  const scheduled = article.status === 'approved';
  if (locked) return <Badge tone="green">{t.publishedLocked}</Badge>;
  if (contributor || scheduled) return <StatusBadge status={article.status} publishedAt={article.published_at} />;
  return (
    <chakra.button
      type="button"
      onClick={() => onToggle(article)}
      disabled={busyId === article.id}
      title={t.toggleHint}
      cursor="pointer"
      rounded="full"
      _disabled={{ opacity: 0.5, cursor: 'progress' }}
      data-testid="status-toggle"
      data-tone={statusTone(article.status)}
    >
      <StatusBadge status={article.status} />
    </chakra.button>
  );
}

/**
 * Every published article links to its public page (« Voir », new tab). A contributor edits only a
 * rejected one, the only state the API lets them change; staff may cancel a schedule, or move it in the
 * editor.
 */
function ArticleActions({ article, contributor, busyId, onCancelSchedule, onDelete }: CellProps) {
  const edit = editLinkOf(article, contributor);
  const busy = busyId === article.id;
  const locked = contributor && article.status === 'published';
  const scheduled = article.status === 'approved';
  const canEdit = !contributor || article.status === 'rejected';
  const published = article.status === 'published';
  return (
    <Flex gap="1" justify="flex-end">
      {published && (
        <chakra.a
          href={`${BASE_PATH}/article/${encodeURIComponent(article.slug)}`}
          target="_blank"
          rel="noopener"
          aria-label={t.viewPublic(article.title)}
          title={t.viewPublicHint}
          data-testid="public-link"
          display="inline-flex"
          {...LINK_BUTTON}
          color="primary.fg"
          _hover={{ bg: 'whiteAlpha.100' }}
        >
          <ExternalIcon size={14} />
          {t.view}
        </chakra.a>
      )}
      {scheduled && !contributor && (
        <Button
          variant="ghost"
          size="sm"
          px="2"
          onClick={() => onCancelSchedule(article)}
          disabled={busy}
          aria-label={`${t.cancelSchedule} : ${article.title}`}
          title={t.cancelSchedule}
          data-testid="cancel-schedule"
        >
          <XIcon size={14} />
          {t.cancelSchedule}
        </Button>
      )}
      {canEdit && !locked && <EditLink to={edit.to} title={edit.label} name={article.title} withText={contributor} />}
      {!contributor && (
        <IconButton
          label={`${frAdmin.common.delete} : ${article.title}`}
          onClick={() => onDelete(article)}
          disabled={busy}
          color="#FCA5A5"
        >
          <TrashIcon size={16} />
        </IconButton>
      )}
    </Flex>
  );
}
