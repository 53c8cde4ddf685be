import { Box } from '@chakra-ui/react';
import { fr } from '../../../i18n/fr';

/** Ranks 1 to 3 show medals, then « #n » (spec §2.5). */
export function rankLabel(rank: number): string {
  return rank <= 3 ? fr.contributors.medals[rank - 1]! : `#${rank}`;
}

export function RankCell({ rank }: { rank: number }) {
  const medal = rank <= 3;
  return (
    <Box as="span" fontSize={medal ? '2xl' : 'md'} fontWeight="bold" color={medal ? undefined : 'fg.muted'}>
      {medal ? (
        <span role="img" aria-label={fr.contributors.medalLabel(rank)}>
          {rankLabel(rank)}
        </span>
      ) : (
        rankLabel(rank)
      )}
    </Box>
  );
}
