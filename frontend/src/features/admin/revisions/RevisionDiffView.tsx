import { Box, chakra, Flex, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import type { components } from '../../../api/schema';
import { frEditor } from '../../../i18n/fr-editor';
import { ARTICLE_CONTENT_CSS } from '../../articles/components/article-content-css';
import { DIFF_COLORS } from './diff-colors';

/** What changed between two versions, as the server sends it (GET …/revisions/{revision}). */
export type RevisionDiff = components['schemas']['RevisionDiffDto'];

/** Visually hidden, still read: the words around a change that say what it is. */
const SPOKEN: SystemStyleObject = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(100%)',
  whiteSpace: 'nowrap',
};

const cssString = (text: string) => JSON.stringify(` [${text}] `);

const ADDED: SystemStyleObject = {
  background: DIFF_COLORS.added.background,
  color: DIFF_COLORS.added.text,
  textDecorationLine: 'underline',
  textDecorationThickness: '2px',
  textUnderlineOffset: '3px',
  borderRadius: '3px',
  paddingInline: '2px',
  boxDecorationBreak: 'clone',
};

const REMOVED: SystemStyleObject = {
  background: DIFF_COLORS.removed.background,
  color: DIFF_COLORS.removed.text,
  textDecorationLine: 'line-through',
  textDecorationThickness: '2px',
  borderRadius: '3px',
  paddingInline: '2px',
  boxDecorationBreak: 'clone',
};

/**
 * The marks, and the article's look for the HTML between them (the public article page's body styles,
 * a little smaller): headings, lists, quotes and code read as they will on the site.
 */
const DIFF_CSS: SystemStyleObject = {
  '& ins, & [data-diff-mark="added"]': ADDED,
  '& del, & [data-diff-mark="removed"]': REMOVED,
  '& ins::before': { ...SPOKEN, content: cssString(frEditor.diff.addedStart) },
  '& ins::after': { ...SPOKEN, content: cssString(frEditor.diff.addedEnd) },
  '& del::before': { ...SPOKEN, content: cssString(frEditor.diff.removedStart) },
  '& del::after': { ...SPOKEN, content: cssString(frEditor.diff.removedEnd) },
  '& ins img': { outline: `3px solid ${DIFF_COLORS.added.background}` },
  '& del img': { outline: `3px solid ${DIFF_COLORS.removed.background}`, opacity: 0.7 },
  '& [data-diff-body] > * + *': { marginTop: '1em' },
  '& [data-diff-body] > :first-child': { marginTop: 0 },
  '& [data-diff-body] h2': { fontSize: '1.5em', fontWeight: 800, lineHeight: 1.25, marginTop: '1.5em' },
  '& [data-diff-body] h3': { fontSize: '1.25em', fontWeight: 700, lineHeight: 1.3, marginTop: '1.3em' },
  '& [data-diff-body] h4, & [data-diff-body] h5, & [data-diff-body] h6': {
    fontSize: '1.1em',
    fontWeight: 700,
    marginTop: '1.2em',
  },
  '& [data-diff-body] blockquote': {
    borderLeft: '4px solid var(--color-primary, #FACC15)',
    paddingLeft: '1em',
    fontStyle: 'italic',
  },
  '& [data-diff-body]': ARTICLE_CONTENT_CSS,
};

function DiffField({
  label,
  html,
  body = false,
  large = false,
}: {
  label: string;
  html: string;
  body?: boolean;
  large?: boolean;
}) {
  return (
    <Box>
      <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb="1">
        {label}
      </Text>
      <Box
        data-testid={`diff-${body ? 'content' : large ? 'title' : 'summary'}`}
        {...(body ? { 'data-diff-body': '' } : {})}
        fontSize={large ? 'lg' : 'md'}
        fontWeight={large ? 'bold' : undefined}
        lineHeight="1.7"
        color="fg"
        overflowWrap="anywhere"
        // Sanitized by the server: the article's allow-list for the content, escaped text plus ins/del for the rest.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Box>
  );
}

/**
 * The differences between a version and another (the current article, a resubmission…), as the server
 * computed them: `title`, `short_description` and `content` are sanitized HTML where added words are in
 * `<ins>` and removed ones in `<del>`. Used by the editor's history panel and by the review modal.
 */
export function RevisionDiffView({ diff }: { diff: RevisionDiff }) {
  if (diff.unchanged) {
    return (
      <Text data-testid="diff-unchanged" color="fg.muted">
        {frEditor.diff.unchanged}
      </Text>
    );
  }
  return (
    <Stack gap="5" css={DIFF_CSS} data-testid="revision-diff">
      <Flex as="p" gap="2" align="center" fontSize="sm" color="fg.muted" flexWrap="wrap">
        {frEditor.diff.legend}
        <chakra.span data-diff-mark="added">{frEditor.diff.added}</chakra.span>
        <chakra.span data-diff-mark="removed">{frEditor.diff.removed}</chakra.span>
      </Flex>
      <DiffField label={frEditor.diff.fields.title} html={diff.title} large />
      {diff.short_description && <DiffField label={frEditor.diff.fields.short_description} html={diff.short_description} />}
      <DiffField label={frEditor.diff.fields.content} html={diff.content} body />
    </Stack>
  );
}
