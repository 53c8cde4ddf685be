import { fr } from '../../../i18n/fr';
import { defineStyles, useStaticStyles } from '../../../theme/static-styles';

const styles = defineStyles({
  medal: { fontSize: '2xl', fontWeight: 'bold' },
  rank: { fontSize: 'md', fontWeight: 'bold', color: 'fg.muted' },
});

/** Ranks 1 to 3 show medals, then « #n » (spec §2.5). */
export function rankLabel(rank: number): string {
  return rank <= 3 ? fr.contributors.medals[rank - 1]! : `#${rank}`;
}

export function RankCell({ rank }: { rank: number }) {
  const s = useStaticStyles(styles);
  const medal = rank <= 3;
  return (
    <span className={medal ? s.medal : s.rank}>
      {medal ? (
        <span role="img" aria-label={fr.contributors.medalLabel(rank)}>
          {rankLabel(rank)}
        </span>
      ) : (
        rankLabel(rank)
      )}
    </span>
  );
}
