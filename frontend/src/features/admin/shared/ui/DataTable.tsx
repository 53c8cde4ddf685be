import { Text } from '@chakra-ui/react';
import { useEffect, type ComponentProps, type Key, type ReactNode } from 'react';
import { PageSpinner } from '../../../../components/PageSpinner';
import { toast } from '../../../../components/toast/toast-store';
import { frAdmin } from '../../../../i18n/fr-admin';
import { Pager } from './Pager';
import { EmptyState } from './Surface';
import { Table, Td, Th, Tr } from './Table';

interface ColumnCell<Row> {
  cell: (row: Row) => ReactNode;
  /** Style of the column's cells (colour, alignment, wrapping). */
  cellProps?: Omit<ComponentProps<typeof Td>, 'children'>;
  /** `data-testid` of the column's cells. */
  testId?: string;
}

/**
 * One column: its header, and what each row shows in it. On a narrow screen the `primary` column (the
 * row's title) opens the row's card, the `actions` column stands beside it, and every other cell is
 * introduced by its header. The actions column's header is read by screen readers only.
 */
export type Column<Row> = ColumnCell<Row> & ({ header: string; kind?: 'primary' } | { kind: 'actions'; header?: never });

interface PagerProps {
  page: number;
  /** undefined while the list loads. */
  pages: number | undefined;
  onChange: (page: number) => void;
  label: string;
}

interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: Array<Column<Row>>;
  rows: Row[];
  /** `data-testid` of every row. */
  rowTestId: string;
  /** `data-title` of a row, by which browser tests find it. */
  rowTitle?: (row: Row) => string;
  /** The list is being read for the first time: a spinner instead of the table. */
  loading?: boolean;
  /**
   * What an empty list shows: a text in the empty state, or `null` for nothing at all (the screen shows
   * something else). Left undefined, an empty list keeps the table's headers.
   */
  empty?: ReactNode;
  /** The read's error, told once in a toast with `errorText`; the list then shows its empty state. */
  error?: unknown;
  errorText?: string;
  /** « Précédent · Page 2 sur 40 · Suivant » under the table. */
  pager?: PagerProps;
}

/** A row's React key: its `id` unless it has none, when the screen says how to key it. */
type RowKey<Row> = Row extends { id: Key } ? { rowKey?: (row: Row) => Key } : { rowKey: (row: Row) => Key };

/**
 * A back-office list: a screen states its columns and rows, and the table gives every list the same
 * spinner, empty state, error toast and pager.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey = (row) => (row as { id: Key }).id,
  rowTestId,
  rowTitle,
  loading = false,
  empty,
  error,
  errorText,
  pager,
}: DataTableProps<Row> & RowKey<Row>) {
  useEffect(() => {
    if (error && errorText) toast.error(errorText);
  }, [error]);

  let body: ReactNode;
  if (loading) body = <PageSpinner />;
  else if (rows.length === 0 && empty !== undefined) body = empty === null ? null : <EmptyState>{empty}</EmptyState>;
  else
    body = (
      <Table label={label}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <Th key={index}>{column.kind === 'actions' ? <Text srOnly>{frAdmin.common.actions}</Text> : column.header}</Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Tr key={rowKey(row)} data-testid={rowTestId} data-title={rowTitle?.(row)}>
              {columns.map((column, index) => (
                <Td
                  key={index}
                  data-cell={column.kind}
                  data-label={column.kind ? undefined : column.header}
                  data-testid={column.testId}
                  {...column.cellProps}
                >
                  {column.cell(row)}
                </Td>
              ))}
            </Tr>
          ))}
        </tbody>
      </Table>
    );
  return (
    <>
      {body}
      {pager && <Pager {...pager} />}
    </>
  );
}
