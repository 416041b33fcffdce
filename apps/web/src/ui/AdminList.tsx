import { Button, Card, Group, Modal, type ModalProps, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_PAGE_SIZE, LIST_REFRESH_DELAY_MS } from '@portal/contract';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { endpointKey } from '../lib/api';
import { useTexts } from '../lib/i18n';
import { ConfirmDelete } from './ConfirmDelete';
import { ListTable, type TableColumn } from './DataTable';
import { ListState } from './ListState';
import { notify } from './notices';
import { Page } from './Page';
import { Pager, type Paging, pageOf, usePaging } from './Pager';
import { PhoneCards } from './PhoneCards';
import { RowAction } from './RowAction';
import { useRememberedSearch } from './remembered-search';
import { SearchBox } from './SearchBox';
import { ServerErrorAlert } from './ServerErrorAlert';
import { uiTexts } from './texts';

/** A column of an administrator's list: its header is also the label of the value on a phone card. */
export type AdminColumn<T> = TableColumn<T> & { header: string };

/** What the edit modal of a row (or of a new one) is given. */
export interface AdminFormProps<T> {
  /** The row being edited; null for New. */
  item: T | null;
  /** Call after a successful save: refreshes the list and closes the modal. */
  onSaved: () => void;
  onCancel: () => void;
}

/** The rows of one page and how many match in all: a paged list's answer, and the rows a list held whole shows. */
interface RowsPage<T> {
  items: T[];
  total: number;
}

/** A paged list's answer: one page of the rows, which page, how many a page, and how many in all. */
interface PagedAnswer<T> extends RowsPage<T>, Paging {}

/** A question of the rows, as a feature's `endpointQuery` makes it (the page's loader asks the same). */
type RowsQuery<Data> = UseQueryOptions<Data, Error, Data, ReturnType<typeof endpointKey>>;

/** Where the rows come from: the whole list, searched and paged in the browser, or one page at a time from the server. */
type AdminRows<T> =
  | {
      listQuery: RowsQuery<T[]>;
      /** Text of a row the search box matches (case-insensitive). */
      searchText: (row: T) => string;
      pageQuery?: never;
    }
  | {
      /** One page of the rows the search text matches. */
      pageQuery: (search: string, paging: Paging) => RowsQuery<PagedAnswer<T>>;
      listQuery?: never;
      searchText?: never;
    };

export type AdminListProps<T extends { id: number }> = AdminListOptions<T> & AdminRows<T>;

interface AdminListOptions<T extends { id: number }> {
  title: string;
  description?: ReactNode;
  /** The thing one row is, as the modal title says it: `Credit Package` → `New Credit Package`. */
  entity: string;
  /** The word of the delete messages: `credit` → `The credit item deleted successfully.` */
  deleteItemName: string;
  /** The local-storage key of the search box, e.g. `filter.credits`. */
  filterKey: string;
  searchPlaceholder: string;
  queryKey: QueryKey;
  columns: AdminColumn<T>[];
  rowLabel: (row: T) => string;
  /** Deletes the row; a `Message` in the answer is what the notification says. */
  deleteRow: (row: T) => Promise<{ Message?: string } | undefined>;
  /** Rows that have no delete icon (e.g. records the portal cannot do without). */
  canDelete?: (row: T) => boolean;
  renderForm: (props: AdminFormProps<T>) => ReactNode;
  modalSize?: ModalProps['size'];
  /** Width below which the table scrolls sideways (default 720). */
  tableMinWidth?: number;
}

/** The page a list opens on, unsearched: what a paged list's loader asks. */
export const firstAdminPage: Paging = { page: 1, rows: DEFAULT_PAGE_SIZE };

type Editing<T> = { item: T | null } | null;

interface RowsProps<T> {
  needle: string;
  paging: Paging;
  /** Draws the list in whichever state its question is. */
  children: (list: UseQueryResult<unknown>, shown: RowsPage<T>) => ReactNode;
}

/** A list held whole: asked once, searched and sliced here. */
function WholeListRows<T>({
  query,
  searchText,
  needle,
  paging,
  children,
}: RowsProps<T> & {
  query: RowsQuery<T[]>;
  searchText: (row: T) => string;
}) {
  const list = useQuery(query);
  const matching = (list.data ?? []).filter((row) => !needle || searchText(row).toLowerCase().includes(needle));
  return children(list, { items: pageOf(matching, paging), total: matching.length });
}

/** A list the server searches and pages: the last page stays while the next is asked. */
function PagedRows<T>({
  query,
  children,
}: Omit<RowsProps<T>, 'needle' | 'paging'> & { query: RowsQuery<PagedAnswer<T>> }) {
  const list = useQuery({ ...query, placeholderData: keepPreviousData });
  return children(list, list.data ?? { items: [], total: 0 });
}

/**
 * An administrator's list screen (specification section 2): search box remembered in local
 * storage, table (cards on phones), New button, edit modal, delete icon with confirmation.
 */
export function AdminList<T extends { id: number }>(props: AdminListProps<T>) {
  const queryClient = useQueryClient();
  const t = useTexts(uiTexts);
  const { search: filter, setSearch: setFilter, readOnly } = useRememberedSearch(props.filterKey);
  const { pageQuery } = props;
  // The server is asked after the specification's pause; a list held whole is searched at once.
  const [debouncedFilter] = useDebouncedValue(filter, pageQuery ? LIST_REFRESH_DELAY_MS : 150);
  const needle = debouncedFilter.trim().toLowerCase();
  const [paging, setPaging] = usePaging(firstAdminPage.rows, needle);
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const remove = useMutation({
    mutationFn: props.deleteRow,
    onSuccess: (answer) => {
      notify({ color: 'teal', message: answer?.Message ?? t('deleted', { item: props.deleteItemName }) });
    },
    onSettled: () => {
      setDeleting(null);
      return queryClient.invalidateQueries({ queryKey: props.queryKey });
    },
  });

  const canDelete = props.canDelete ?? (() => true);
  const actions = (row: T) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <RowAction
        label={t('editRow', { row: props.rowLabel(row) })}
        tooltip={t('edit')}
        onClick={() => setEditing({ item: row })}
      >
        <IconPencil size={18} />
      </RowAction>
      {canDelete(row) && (
        <RowAction
          label={t('deleteRow', { row: props.rowLabel(row) })}
          tooltip={t('delete')}
          color="red"
          onClick={() => setDeleting(row)}
        >
          <IconTrash size={18} />
        </RowAction>
      )}
    </Group>
  );

  const primary = props.columns.find((column) => column.primary) ?? props.columns[0];
  const body = (list: UseQueryResult<unknown>, { items: rows, total }: RowsPage<T>) => (
    <ListState list={list} isEmpty={total === 0}>
      <ListTable
        rows={rows}
        columns={[...props.columns, { key: 'actions', headProps: { w: 90 }, cell: actions }]}
        minWidth={props.tableMinWidth ?? 720}
        label={props.title}
      />
      <PhoneCards label={props.title}>
        {rows.map((row) => (
          <Card key={row.id} component="li" withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              {/* A div: the cell may draw blocks (a name above an e-mail), which a <p> may not hold. */}
              <Text component="div" fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {primary?.cell(row)}
              </Text>
              {actions(row)}
            </Group>
            <Stack gap={2} mt={6}>
              {props.columns
                .filter((column) => column !== primary && !column.hideOnPhone)
                .map((column) => (
                  <Group key={column.header} gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
                      {column.header}
                    </Text>
                    <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      {column.cell(row)}
                    </Text>
                  </Group>
                ))}
            </Stack>
          </Card>
        ))}
      </PhoneCards>
      <Pager total={total} {...paging} onChange={setPaging} />
    </ListState>
  );

  const close = () => setEditing(null);
  return (
    <Page title={props.title} description={props.description} size="xl">
      <Card>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <SearchBox
              placeholder={props.searchPlaceholder}
              value={filter}
              onChange={setFilter}
              readOnly={readOnly}
              style={{ flex: '1 1 240px', maxWidth: 420 }}
            />
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ item: null })}>
              {t('new')}
            </Button>
          </Group>
          {pageQuery ? (
            <PagedRows query={pageQuery(needle, paging)}>{body}</PagedRows>
          ) : (
            <WholeListRows query={props.listQuery} searchText={props.searchText} needle={needle} paging={paging}>
              {body}
            </WholeListRows>
          )}
        </Stack>
      </Card>

      <Modal
        opened={editing !== null}
        onClose={close}
        title={t(editing?.item ? 'editEntity' : 'newEntity', { entity: props.entity })}
        size={props.modalSize ?? 'md'}
        centered
      >
        {editing &&
          props.renderForm({
            item: editing.item,
            onCancel: close,
            onSaved: () => {
              close();
              notify({ color: 'teal', message: t('saved', { item: props.deleteItemName }) });
              return queryClient.invalidateQueries({ queryKey: props.queryKey });
            },
          })}
      </Modal>

      <ConfirmDelete
        title={t('deleteEntity', { entity: props.entity })}
        detail={deleting && props.rowLabel(deleting)}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Page>
  );
}

interface AdminFormShellProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  submitting: boolean;
  /** The save's error: messages of fields the form lacks are shown above the fields. */
  error: unknown;
  fields: readonly string[];
  children: ReactNode;
}

/** The body of an edit modal: the fields, then Cancel and Submit. */
export function AdminForm({ onSubmit, onCancel, submitting, error, fields, children }: AdminFormShellProps) {
  const t = useTexts(uiTexts);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ServerErrorAlert error={error} fields={fields} />
        {children}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
