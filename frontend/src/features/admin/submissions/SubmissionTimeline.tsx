import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { frNotifications } from '../../../i18n/fr-notifications';
import type { TimelineEntry } from '../shared/admin-api';
import { useSubmissionTimeline } from './use-submission-reads';
import { ReadState, Section } from '../shared/ui/Section';
import { describeTimelineEntry } from './timeline';

const t = frNotifications.timeline;

const DOT: Record<TimelineEntry['kind'], string> = {
  submitted: '#60A5FA',
  resubmitted: '#60A5FA',
  note_added: '#9CA3AF',
  rejected: '#F87171',
  approved: '#4ADE80',
  scheduled: '#60A5FA',
  unscheduled: '#9CA3AF',
  reward_credited: '#C084FC',
  reward_failed: '#F87171',
};

/** A submission's history, oldest first: what happened, when, who did it, and what it carried. */
export function SubmissionTimeline({ submissionId }: { submissionId: number }) {
  const timeline = useSubmissionTimeline(submissionId);
  const entries = timeline.data?.timeline ?? [];
  return (
    <Section title={t.title} data-testid="submission-timeline">
      <ReadState read={timeline} empty={entries.length === 0} errorText={t.loadError} emptyText={t.empty}>
        <chakra.ol listStyleType="none" borderLeftWidth="2px" borderColor="border" ml="1.5" pl="4">
          {entries.map((entry, index) => {
            const line = describeTimelineEntry(entry);
            return (
              <chakra.li
                key={`${entry.at}-${index}`}
                position="relative"
                pb="3"
                data-kind={entry.kind}
                data-testid="timeline-entry"
              >
                <Box
                  aria-hidden="true"
                  position="absolute"
                  left="calc(-1rem - 6px)"
                  top="1.5"
                  w="2.5"
                  h="2.5"
                  rounded="full"
                  style={{ background: DOT[entry.kind] }}
                />
                <Flex gap="1.5" flexWrap="wrap" align="baseline" fontSize="sm">
                  <Text as="span" fontWeight="semibold">
                    {line.label}
                  </Text>
                  {line.actor && (
                    <Text as="span" color="fg.muted">
                      {line.actor}
                    </Text>
                  )}
                </Flex>
                <Text fontSize="xs" color="fg.muted">
                  <time dateTime={entry.at}>{line.date}</time>
                </Text>
                {line.detail && (
                  <Text fontSize="sm" mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere" lineClamp={4}>
                    {line.detail}
                  </Text>
                )}
                {entry.internal_note && (
                  <Box
                    mt="1.5"
                    px="2.5"
                    py="1.5"
                    rounded="md"
                    borderLeftWidth="3px"
                    borderColor="#FACC15"
                    bg="bg.subtle"
                    data-testid="timeline-internal-note"
                  >
                    <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                      {t.internalNote}
                    </Text>
                    <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                      {entry.internal_note}
                    </Text>
                  </Box>
                )}
              </chakra.li>
            );
          })}
        </chakra.ol>
      </ReadState>
    </Section>
  );
}
