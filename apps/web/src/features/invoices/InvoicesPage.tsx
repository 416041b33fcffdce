import { Anchor, Button, Card, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLocalStorage } from '@mantine/hooks';
import { type CreateInvoiceInput, createInvoiceQuery, type Invoice } from '@portal/contract';
import { IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, type PageAddress, serverLoader } from '../../lib/page-data';
import { ListTable } from '../../ui/DataTable';
import { FilteredListCard } from '../../ui/FilteredListCard';
import { ListFilterBar } from '../../ui/ListFilterBar';
import { Page } from '../../ui/Page';
import { PhoneCards } from '../../ui/PhoneCards';
import { contractResolver } from '../../ui/rules';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import {
  companiesQuery,
  createInvoice,
  filtersFrom,
  type InvoiceFilters,
  invoicePath,
  invoiceStatusesQuery,
  invoicesQuery,
  searchOf,
} from './api';
import { InvoiceStatusBadge } from './parts';
import { invoicesTexts } from './texts';

const FILTER_KEY = 'filter.invoices';

const listQueries = ({ url }: PageAddress) => [invoicesQuery(filtersFrom(url.searchParams)), invoiceStatusesQuery()];
export const loader = serverLoader(listQueries);
export const clientLoader = browserLoader(listQueries);

function InvoiceNumber({ invoice }: { invoice: Invoice }) {
  const t = useTexts(invoicesTexts);
  const number = invoice.DocumentNo ?? t('draftNumber');
  return (
    <Anchor
      component={Link}
      to={invoicePath(invoice.id)}
      ff="monospace"
      fw={600}
      size="sm"
      aria-label={t('open', { number })}
    >
      {number}
    </Anchor>
  );
}

function InvoiceTable({ rows }: { rows: Invoice[] }) {
  const t = useTexts(invoicesTexts);
  const format = useFormat();
  return (
    <ListTable
      rows={rows}
      columns={[
        {
          key: 'open',
          headProps: { w: 40, 'aria-label': t('openColumn') },
          cell: (row) => (
            <Anchor
              component={Link}
              to={invoicePath(row.id)}
              aria-label={t('open', { number: row.DocumentNo ?? t('draftNumber') })}
            >
              <IconFileInvoice size={18} />
            </Anchor>
          ),
        },
        { header: t('invoiceDate'), cell: (row) => format.shortDate(row.DocumentDate), nowrap: true },
        { header: t('invoiceNumber'), cell: (row) => <InvoiceNumber invoice={row} /> },
        { header: t('companyName'), cell: (row) => row.CompanyName },
        { header: t('amount'), cell: (row) => format.ringgit(row.AmountSen), align: 'right', nowrap: true },
        { header: t('status'), cell: (row) => <InvoiceStatusBadge invoice={row} /> },
      ]}
      minWidth={720}
      label={t('listTitle')}
    />
  );
}

function InvoiceCards({ rows }: { rows: Invoice[] }) {
  const t = useTexts(invoicesTexts);
  const format = useFormat();
  return (
    <PhoneCards label={t('listTitle')}>
      {rows.map((row) => (
        <Card key={row.id} component="li" withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <InvoiceNumber invoice={row} />
            <InvoiceStatusBadge invoice={row} />
          </Group>
          <Text size="sm" mt={4}>
            {row.CompanyName}
          </Text>
          <Group justify="space-between" mt={4}>
            <Text size="sm" c="dimmed">
              {format.shortDate(row.DocumentDate)}
            </Text>
            <Text size="sm" fw={600}>
              {format.ringgit(row.AmountSen)}
            </Text>
          </Group>
        </Card>
      ))}
    </PhoneCards>
  );
}

function Filters({ filters, onChange }: { filters: InvoiceFilters; onChange: (next: InvoiceFilters) => void }) {
  const t = useTexts(invoicesTexts);
  const statuses = useQuery(invoiceStatusesQuery());
  return (
    <ListFilterBar
      filters={filters}
      onChange={onChange}
      dateStyle="short"
      searchLabel={t('invoiceNumber')}
      searchPlaceholder={t('searchPlaceholder')}
      choice={{
        name: 'invoiceStatus',
        label: t('status'),
        placeholder: t('allStatuses'),
        options: statuses.data,
      }}
    />
  );
}

/** Generate New Invoice: a required company, then Next makes the Draft and opens it. */
function GenerateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTexts(invoicesTexts);
  const navigate = useNavigate();
  const form = useForm<CreateInvoiceInput>({
    initialValues: { companyID: null },
    validate: contractResolver(createInvoiceQuery),
  });
  const companies = useQuery({ ...companiesQuery(), enabled: opened });
  const create = useMutation({
    mutationFn: createInvoice,
    onSuccess: (answer) => navigate(invoicePath(answer.id)),
  });
  const next = () => {
    if (!form.validate().hasErrors) create.mutate(Number(form.values.companyID));
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('generateTitle')} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('generateHint')}
        </Text>
        <ServerErrorAlert error={create.error} />
        <Select
          label={t('companyName')}
          required
          searchable
          placeholder={t('chooseCompany')}
          data={(companies.data ?? []).map((option) => ({ value: String(option.id), label: option.label }))}
          {...form.getInputProps('companyID')}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={next} loading={create.isPending}>
            {t('next')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** `/invoices`: every invoice, filtered through the address bar; the last filters are remembered for the next visit. */
export function InvoicesPage() {
  const t = useTexts(invoicesTexts);
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  // Read after the first render, which draws what the server drew (the address bar's filters).
  const [remembered, remember] = useLocalStorage({ key: FILTER_KEY, defaultValue: '' });
  const [generating, setGenerating] = useState(false);
  const filters = filtersFrom(params);

  // Opened with no filters of its own (the menu): the last ones come back.
  useEffect(() => {
    if (params.size === 0 && remembered) setParams(new URLSearchParams(remembered), { replace: true });
  }, [params.size, remembered, setParams]);

  const list = useQuery({ ...invoicesQuery(filters), placeholderData: keepPreviousData });
  const change = (next: InvoiceFilters) => {
    const search = searchOf(next);
    remember(search.toString());
    setParams(search, { replace: true });
  };
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Page title={t('listTitle')} description={t('listDescription')} size="xl">
      <FilteredListCard
        filterBar={<Filters filters={filters} onChange={change} />}
        list={list}
        count={t('count', { count: total, total: format.number(total) })}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setGenerating(true)}>
            {t('generateNew')}
          </Button>
        }
        isEmpty={rows.length === 0}
        total={total}
        paging={filters}
        onPaging={(paging) => change({ ...filters, ...paging })}
      >
        <InvoiceTable rows={rows} />
        <InvoiceCards rows={rows} />
      </FilteredListCard>
      {generating && <GenerateModal opened onClose={() => setGenerating(false)} />}
    </Page>
  );
}

export default InvoicesPage;
