import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { frAdmin } from '../../../../i18n/fr-admin';
import { formatDateTime } from '../../../../lib/format';
import type { Column } from './DataTable';
import { ColorBadge } from './Surface';

/** The columns several back-office lists show alike. */

/** A row's title on two lines at most, with a line beneath it; the column the row's card opens with. */
export function titleColumn<Row>(header: string, title: (row: Row) => string, below: (row: Row) => ReactNode): Column<Row> {
  return {
    header,
    kind: 'primary',
    cellProps: { minW: '40' },
    cell: (row) => (
      <>
        <Text fontWeight="semibold" lineClamp={2}>
          {title(row)}
        </Text>
        {below(row)}
      </>
    ),
  };
}

/** The category's coloured badge, or « — ». */
export function categoryColumn<Row extends { category_name: string | null; category_color: string | null }>(
  header: string,
): Column<Row> {
  return {
    header,
    cell: (row) =>
      row.category_name ? (
        <ColorBadge color={row.category_color ?? '#FACC15'}>{row.category_name}</ColorBadge>
      ) : (
        frAdmin.common.none
      ),
  };
}

/** A date and time in French, muted; `missing` when there is none. */
export function dateColumn<Row>(
  header: string,
  date: (row: Row) => string | null,
  missing: string = frAdmin.common.none,
): Column<Row> {
  return {
    header,
    cellProps: { color: 'fg.muted' },
    cell: (row) => {
      const value = date(row);
      return value ? formatDateTime(value) : missing;
    },
  };
}
