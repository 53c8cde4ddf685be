import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cutTitle, type Analysis, type Check, type CheckGroup, type CheckStatus } from '@blog/writing-analysis';
import { frEditor } from '../../../../i18n/fr-editor';
import type { ArticleForm } from '../editor/use-article-draft';
import { TextInput } from '../../shared/ui/fields';
import { Card } from '../../shared/ui/Surface';

const t = frEditor.assistant;

const DOT_COLOR: Record<CheckStatus, string> = { green: 'green.500', orange: 'orange.400', red: 'red.500' };

/** Google's result description: cut near 158 characters (the meta description check's upper bound). */
const RESULT_DESCRIPTION_CHARS = 158;

interface WritingAssistantProps {
  form: ArticleForm;
  /** The analysis of the article as typed (useWritingAnalysis), null until it has run. */
  analysis: Analysis | null;
  onKeyword: (value: string) => void;
  /** Puts the caret in a block of the editor. */
  onFocusBlock: (index: number) => void;
  /** `panel` beside the editor (wide screens); `tabs` under it, one tab per part (a phone's width). */
  layout?: 'panel' | 'tabs';
}

/** Issue #51: the French SEO and readability assistant beside the editor, and the result previews. */
export function WritingAssistant({ form, analysis, onKeyword, onFocusBlock, layout = 'panel' }: WritingAssistantProps) {
  const keyword = (
    <TextInput
      label={t.keyword}
      hint={t.keywordHint}
      placeholder={t.keywordPlaceholder}
      value={form.focus_keyword}
      maxLength={100}
      onChange={(e) => onKeyword(e.target.value)}
    />
  );
  const pending = (
    <Text fontSize="sm" color="fg.muted">
      {t.pending}
    </Text>
  );
  if (layout === 'tabs')
    return (
      <Card data-testid="writing-assistant">
        <Stack gap="3">
          <Text as="h2" fontWeight="bold">
            {t.title}
          </Text>
          <AssistantTabs
            tabs={[
              {
                label: t.seo,
                summary: analysis ? t.score(analysis.seo.passed, analysis.seo.total) : null,
                content: (
                  <Stack gap="4">
                    {keyword}
                    {analysis ? <CheckGroupList group="seo" analysis={analysis} onFocusBlock={onFocusBlock} bare /> : pending}
                  </Stack>
                ),
              },
              {
                label: t.readability,
                summary: analysis ? t.level[analysis.readability.level] : null,
                content: analysis ? (
                  <CheckGroupList group="readability" analysis={analysis} onFocusBlock={onFocusBlock} bare />
                ) : (
                  pending
                ),
              },
              { label: t.previews, summary: null, content: <Previews form={form} bare /> },
            ]}
          />
        </Stack>
      </Card>
    );
  return (
    <Card data-testid="writing-assistant">
      <Stack gap="4">
        <Text as="h2" fontWeight="bold">
          {t.title}
        </Text>
        {keyword}
        {analysis ? (
          <>
            <CheckGroupList group="seo" analysis={analysis} onFocusBlock={onFocusBlock} />
            <CheckGroupList group="readability" analysis={analysis} onFocusBlock={onFocusBlock} />
          </>
        ) : (
          pending
        )}
        <Previews form={form} />
      </Stack>
    </Card>
  );
}

interface AssistantTab {
  label: string;
  /** Shown beside the label (« 7/9 », « bonne »), null while there is nothing to say. */
  summary: string | null;
  content: ReactNode;
}

/** Tabs as the WAI-ARIA pattern has them: one tab stop, the arrows and Home/End move between tabs. */
function AssistantTabs({ tabs }: { tabs: AssistantTab[] }) {
  const [selected, setSelected] = useState(0);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key]!);
    }
  };
  return (
    <Box>
      <Flex role="tablist" aria-label={t.title} borderBottomWidth="1px" borderColor="border" mb="3" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <chakra.button
            key={tab.label}
            ref={(element: HTMLButtonElement | null) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            flex="1"
            minW="0"
            px="1"
            py="2"
            fontSize="sm"
            fontWeight={index === selected ? 'bold' : 'medium'}
            color={index === selected ? 'fg' : 'fg.muted'}
            borderBottomWidth="2px"
            borderColor={index === selected ? 'primary.solid' : 'transparent'}
            mb="-1px"
            cursor="pointer"
          >
            {tab.label}
            {tab.summary && (
              <chakra.span display="block" fontSize="xs" fontWeight="normal" color="fg.muted">
                {tab.summary}
              </chakra.span>
            )}
          </chakra.button>
        ))}
      </Flex>
      {tabs.map((tab, index) => (
        <Box
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
        >
          {tab.content}
        </Box>
      ))}
    </Box>
  );
}

function CheckGroupList({
  group,
  analysis,
  onFocusBlock,
  bare = false,
}: {
  group: CheckGroup;
  analysis: Analysis;
  onFocusBlock: (i: number) => void;
  /** In a tab that already names the group and its summary. */
  bare?: boolean;
}) {
  const checks = analysis.checks.filter((c) => c.group === group);
  const summary = group === 'seo' ? t.score(analysis.seo.passed, analysis.seo.total) : t.level[analysis.readability.level];
  return (
    <Box as="section" aria-label={group === 'seo' ? t.seo : t.readability}>
      <Flex justify="space-between" align="baseline" mb="2" srOnly={bare}>
        <Text as="h3" fontSize="sm" fontWeight="semibold">
          {group === 'seo' ? t.seo : t.readability}
        </Text>
        <Text fontSize="sm" color="fg.muted" data-testid={`assistant-${group}-summary`}>
          {summary}
        </Text>
      </Flex>
      <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
        {checks.map((check) => (
          <CheckLine key={check.id} check={check} onFocusBlock={onFocusBlock} />
        ))}
      </Stack>
    </Box>
  );
}

function CheckLine({ check, onFocusBlock }: { check: Check; onFocusBlock: (i: number) => void }) {
  const focus = check.focus;
  const text = (
    <>
      <Box
        as="span"
        display="inline-block"
        flexShrink={0}
        w="2.5"
        h="2.5"
        mt="1.5"
        rounded="full"
        bg={DOT_COLOR[check.status]}
        role="img"
        aria-label={t.status[check.status]}
      />
      <Text as="span" fontSize="sm">
        {check.message}
      </Text>
    </>
  );
  return (
    <Flex as="li" gap="2" align="start" data-testid={`check-${check.id}`} data-status={check.status}>
      {focus && check.status !== 'green' ? (
        <chakra.button
          type="button"
          display="flex"
          gap="2"
          alignItems="start"
          textAlign="start"
          title={t.focus}
          cursor="pointer"
          _hover={{ textDecoration: 'underline' }}
          onClick={() => onFocusBlock(focus.block)}
        >
          {text}
        </chakra.button>
      ) : (
        text
      )}
    </Flex>
  );
}

/** The search result and the social card as the article will be shown. */
function Previews({ form, bare = false }: { form: ArticleForm; bare?: boolean }) {
  const shownTitle = form.meta_title.trim() || form.title.trim() || t.untitled;
  const title = cutTitle(shownTitle).text;
  const fullDescription = (form.meta_description || form.short_description).trim();
  const description =
    fullDescription.length > RESULT_DESCRIPTION_CHARS
      ? `${fullDescription.slice(0, RESULT_DESCRIPTION_CHARS).trimEnd()} …`
      : fullDescription || t.noDescription;
  const host = typeof window === 'undefined' ? '' : window.location.host;
  return (
    <Box as="section" aria-label={t.previews}>
      <Text as="h3" fontSize="sm" fontWeight="semibold" mb="2" srOnly={bare}>
        {t.previews}
      </Text>
      <Stack gap="3">
        {/* Drawn on Google's own white page with its colours, whatever the back office's theme. */}
        <Box
          aria-label={t.googlePreview}
          role="group"
          data-testid="google-preview"
          fontFamily="Arial, sans-serif"
          bg="white"
          p="3"
          borderWidth="1px"
          borderColor="border"
          rounded="md"
        >
          <Text fontSize="xs" color="#4d5156" truncate>
            {`${host} › blog › article › ${form.slug}`}
          </Text>
          <Text fontSize="20px" lineHeight="1.3" color="#1a0dab" data-testid="google-preview-title">
            {title}
          </Text>
          <Text fontSize="sm" color="#4d5156">
            {description}
          </Text>
        </Box>
        <Box aria-label={t.socialPreview} role="group" borderWidth="1px" borderColor="border" rounded="md" overflow="hidden">
          {form.featured_image ? (
            <chakra.img src={form.featured_image} alt="" w="full" aspectRatio="1.91" objectFit="cover" />
          ) : (
            <Box aspectRatio="1.91" bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
              <Text fontSize="xs" color="fg.muted">
                {t.noImage}
              </Text>
            </Box>
          )}
          <Box p="2">
            <Text fontSize="xs" color="fg.muted" textTransform="uppercase">
              {host}
            </Text>
            <Text fontSize="sm" fontWeight="semibold" lineClamp={2}>
              {shownTitle}
            </Text>
            <Text fontSize="xs" color="fg.muted" lineClamp={2}>
              {fullDescription}
            </Text>
          </Box>
        </Box>
      </Stack>
    </Box>
  );
}
