import { chakra, Flex, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { frAdmin } from '../../../../i18n/fr-admin';
import { formatDateTime } from '../../../../lib/format';
import { BASE_PATH } from '../../../../session/unauthorized';
import type { ArticleStatus, ManagedArticle } from '../../admin-api';
import { EditIcon, ExternalIcon, TrashIcon, XIcon } from '../layout/menu-icons';
import { StatusBadge, statusTone } from '../StatusBadge';
import { Badge, ColorBadge } from '../ui/Surface';
import { Button, IconButton } from '../ui/Button';
import { Td, Tr } from '../ui/Table';

const t = frAdmin.articles;

interface ArticleRowProps {
  article: ManagedArticle;
  contributor: boolean;
  busy: boolean;
  onToggle: (article: ManagedArticle) => void;
  onCancelSchedule: (article: ManagedArticle) => void;
  onDelete: (article: ManagedArticle) => void;
}

/** Where the edit link goes and what it says (spec §2.10). */
export function editLinkOf(article: { id: number; status: ArticleStatus }, contributor: boolean): { to: string; label: string } {
  return {
    to: contributor ? `/contributor/edit/${article.id}` : `/admin/articles/edit/${article.id}`,
    label: article.status === 'rejected' ? t.editResubmit : t.edit,
  };
}

/**
 * One article of the list. Every published article links to its public page (« Voir », new tab). Staff
 * toggle the status from its badge; a contributor's published article is locked (« Publié ✓ »), and a contributor edits only a rejected one, the only
 * state the API lets them change. A scheduled article (`approved`) shows its date instead of a toggle
 * (publishing or drafting it from the badge would silently drop the schedule); staff may cancel the
 * schedule, or move it in the editor.
 */
export function ArticleRow({ article, contributor, busy, onToggle, onCancelSchedule, onDelete }: ArticleRowProps) {
  const edit = editLinkOf(article, contributor);
  const locked = contributor && article.status === 'published';
  const scheduled = article.status === 'approved';
  const canEdit = !contributor || article.status === 'rejected';
  const published = article.status === 'published';
  return (
    <Tr data-testid="article-row" data-title={article.title}>
      <Td data-cell="primary" minW="40">
        <Text fontWeight="semibold" lineClamp={2}>
          {article.title}
        </Text>
        <Text color="fg.muted" fontFamily="mono" fontSize="xs" lineClamp={1} title={article.slug} data-testid="article-slug">
          {article.slug}
        </Text>
      </Td>
      <Td data-label={t.colStatus}>
        {locked ? (
          <Badge tone="green">{t.publishedLocked}</Badge>
        ) : contributor || scheduled ? (
          <StatusBadge status={article.status} publishedAt={article.published_at} />
        ) : (
          <chakra.button
            type="button"
            onClick={() => onToggle(article)}
            disabled={busy}
            title={t.toggleHint}
            cursor="pointer"
            rounded="full"
            _disabled={{ opacity: 0.5, cursor: 'progress' }}
            data-testid="status-toggle"
            data-tone={statusTone(article.status)}
          >
            <StatusBadge status={article.status} />
          </chakra.button>
        )}
      </Td>
      <Td data-label={t.colCategory}>
        {article.category_name ? (
          <ColorBadge color={article.category_color ?? '#FACC15'}>{article.category_name}</ColorBadge>
        ) : (
          frAdmin.common.none
        )}
      </Td>
      <Td data-label={t.colAuthor} color="fg.muted">
        {article.author_name ?? frAdmin.common.none}
      </Td>
      <Td data-label={t.colDate} color="fg.muted">
        {formatDateTime(article.created_at)}
      </Td>
      <Td data-cell="actions">
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
              alignItems="center"
              gap="1"
              px="2"
              h="8"
              rounded="lg"
              fontSize="sm"
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
          {canEdit && !locked && (
            <Link to={edit.to} title={edit.label} aria-label={`${edit.label} : ${article.title}`}>
              <Flex
                as="span"
                align="center"
                gap="1"
                px="2"
                h="8"
                rounded="lg"
                fontSize="sm"
                color="fg.muted"
                _hover={{ bg: 'whiteAlpha.100', color: 'fg' }}
              >
                <EditIcon size={16} />
                {contributor && <span>{edit.label}</span>}
              </Flex>
            </Link>
          )}
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
      </Td>
    </Tr>
  );
}
