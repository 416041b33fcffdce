import '@mantine/dates/styles.css';
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { DateInput, DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  formatRinggit,
  formatShortDate,
  INVOICE_REFERENCE_MAX,
  type Invoice,
  type InvoiceChangeAnswer,
  type InvoicePayment,
  InvoiceStatus,
  type InvoiceTransaction,
  invoiceInput,
  invoicePaymentInput,
  LIMITS,
  messages,
  senToRinggitText,
} from '@portal/contract';
import {
  IconArrowLeft,
  IconCircleCheck,
  IconDownload,
  IconListCheck,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminForm, schemaErrors } from '../../ui/AdminList';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { focusFirstError, showFieldErrors } from '../../ui/form-errors';
import { ListState } from '../../ui/ListState';
import { Page } from '../../ui/Page';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import {
  addLines,
  deletePayment,
  fetchInvoice,
  fetchInvoiceStatuses,
  fetchLines,
  fetchPaymentMethods,
  fetchPayments,
  fetchSelectableLines,
  invoiceKeys,
  invoicePdfPath,
  removeLine,
  saveInvoice,
  savePayment,
} from './api';
import { InvoiceStatusBadge, invoiceDate } from './parts';
import { invoiceText } from './text';

/** After a change: the invoice as the server answered it, and everything shown beside it read again. */
function useInvoiceChanged(id: number) {
  const queryClient = useQueryClient();
  return (answer: InvoiceChangeAnswer) => {
    queryClient.setQueryData(invoiceKeys.one(id), answer.invoice);
    notifications.show({ color: 'teal', message: answer.Message });
    return queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
  };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" fw={600}>
        {children}
      </Text>
    </Stack>
  );
}

function Summary({ invoice }: { invoice: Invoice }) {
  return (
    <Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Company
          </Text>
          <Text fw={700} size="lg">
            {invoice.CompanyName}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {invoice.CompanyAddress ?? '-'}
          </Text>
        </Stack>
        <SimpleGrid cols={2} spacing="md">
          <Fact label="Invoice Status">
            <InvoiceStatusBadge invoice={invoice} />
          </Fact>
          <Fact label="Invoice Date">{invoiceDate(invoice.DocumentDate)}</Fact>
          <Fact label="Invoice Amount (RM)">{senToRinggitText(invoice.AmountSen)}</Fact>
          <Fact label="Outstanding (RM)">{senToRinggitText(invoice.OutstandingAmountSen)}</Fact>
        </SimpleGrid>
      </SimpleGrid>
    </Card>
  );
}

// ---------------------------------------------------------------------------------------------
// Edit Invoice and Confirm Invoice

const invoiceFields = ['DocumentDate', 'Status', 'CompanyAddress'] as const;

function EditInvoiceModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const changed = useInvoiceChanged(invoice.id);
  const statuses = useQuery({ queryKey: invoiceKeys.statuses, queryFn: fetchInvoiceStatuses, staleTime: Infinity });
  const form = useForm({
    initialValues: {
      DocumentDate: invoice.DocumentDate,
      Status: String(invoice.Status),
      CompanyAddress: invoice.CompanyAddress ?? '',
    },
    validate: (values) => schemaErrors(invoiceInput, values),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) => saveInvoice(invoice.id, values),
    onSuccess: async (answer) => {
      onClose();
      await changed(answer);
    },
    onError: showFieldErrors(form),
  });
  return (
    <Modal opened onClose={onClose} title={invoiceText.editInvoice} centered size="lg">
      <AdminForm
        onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstError(form))}
        onCancel={onClose}
        submitting={save.isPending}
        error={save.error}
        fields={invoiceFields}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Invoice Number" value={invoice.DocumentNo ?? invoiceText.draftNumber} readOnly />
          <DateInput
            label="Invoice Date"
            required
            valueFormat="DD/MM/YYYY"
            {...form.getInputProps('DocumentDate')}
            onChange={(value) => form.setFieldValue('DocumentDate', value ?? '')}
          />
        </SimpleGrid>
        <TextInput label="Company Name" value={invoice.CompanyName} readOnly />
        <Select
          label="Status"
          required
          data={(statuses.data ?? []).map((option) => ({ value: String(option.id), label: option.label }))}
          allowDeselect={false}
          {...form.getInputProps('Status')}
        />
        <Textarea
          label="Address"
          autosize
          minRows={3}
          maxLength={LIMITS.invoiceAddress}
          {...form.getInputProps('CompanyAddress')}
        />
      </AdminForm>
    </Modal>
  );
}

function ConfirmInvoiceModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const changed = useInvoiceChanged(invoice.id);
  const confirm = useMutation({
    mutationFn: () =>
      saveInvoice(
        invoice.id,
        {
          DocumentDate: invoice.DocumentDate,
          Status: InvoiceStatus.Confirmed,
          CompanyAddress: invoice.CompanyAddress ?? '',
        },
        false,
      ),
    onSuccess: changed,
    onSettled: onClose,
  });
  return (
    <Modal opened onClose={onClose} title={invoiceText.confirmInvoice} centered>
      <Stack gap="md">
        <Text>{invoiceText.confirmQuestion}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {invoiceText.confirmInvoice}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

// ---------------------------------------------------------------------------------------------
// Invoice Details: the transactions

/** A tab's line above its table: why something cannot be done now, and the tab's button. */
function TabHeader({ note, children }: { note: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {note}
      </Text>
      {children}
    </Group>
  );
}

function SelectTransactionModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const changed = useInvoiceChanged(invoice.id);
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [toDate, setToDate] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const list = useQuery({
    queryKey: invoiceKeys.selectable(invoice.id, fromDate, toDate),
    queryFn: () => fetchSelectableLines(invoice.id, fromDate, toDate),
  });
  const add = useMutation({
    mutationFn: () => addLines(invoice.id, [...selected], fromDate, toDate),
    onSuccess: async (answer) => {
      onClose();
      await changed(answer);
    },
  });
  const rows = list.data ?? [];
  const allChosen = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const chosenSen = rows.filter((row) => selected.has(row.id)).reduce((sum, row) => sum + row.ChargesSen, 0);
  return (
    <Modal opened onClose={onClose} title={invoiceText.selectTitle} centered size="xl">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {invoiceText.selectHint}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DatePickerInput
            label="From Date"
            placeholder="Any date"
            valueFormat="DD/MM/YYYY"
            clearable
            value={fromDate}
            maxDate={toDate ?? undefined}
            onChange={setFromDate}
          />
          <DatePickerInput
            label="To Date"
            placeholder="Any date"
            valueFormat="DD/MM/YYYY"
            clearable
            value={toDate}
            minDate={fromDate ?? undefined}
            onChange={setToDate}
          />
        </SimpleGrid>
        <ListState list={list} isEmpty={rows.length === 0}>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" highlightOnHover aria-label={invoiceText.selectTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={invoiceText.selectAll}
                      checked={allChosen}
                      indeterminate={!allChosen && selected.size > 0}
                      onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((row) => row.id)))}
                    />
                  </Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Document No</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Username</Table.Th>
                  <Table.Th ta="right">Charges</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={row.DocumentNo}
                        checked={selected.has(row.id)}
                        onChange={() => toggle(row.id)}
                      />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(row.CreatedDate)}</Table.Td>
                    <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {row.DocumentNo}
                    </Table.Td>
                    <Table.Td>{row.Description}</Table.Td>
                    <Table.Td>{row.Username ?? '-'}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatRinggit(row.ChargesSen)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {selected.size > 0 && `${invoiceText.total}: ${formatRinggit(chosenSen)}`}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={selected.size === 0} loading={add.isPending} onClick={() => add.mutate()}>
              {invoiceText.addSelected(selected.size)}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

function LinesTab({ invoice }: { invoice: Invoice }) {
  const changed = useInvoiceChanged(invoice.id);
  const [selecting, setSelecting] = useState(false);
  const [removing, setRemoving] = useState<InvoiceTransaction | null>(null);
  const lines = useQuery({ queryKey: invoiceKeys.lines(invoice.id), queryFn: () => fetchLines(invoice.id) });
  const remove = useMutation({
    mutationFn: (line: InvoiceTransaction) => removeLine(line.id),
    onSuccess: changed,
    onSettled: () => setRemoving(null),
  });
  const rows = lines.data ?? [];
  const isDraft = invoice.Status === InvoiceStatus.Draft;
  return (
    <Stack gap="md">
      <TabHeader note={isDraft ? '' : invoiceText.onlyDraftAdds}>
        {isDraft && invoice.CanEditInvoice && (
          <Button leftSection={<IconListCheck size={16} />} onClick={() => setSelecting(true)}>
            {invoiceText.selectTransaction}
          </Button>
        )}
      </TabHeader>
      <ListState list={lines} isEmpty={rows.length === 0} emptyText={invoiceText.noTransactions}>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={invoiceText.detailsTab}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Document No</Table.Th>
                <Table.Th visibleFrom="sm">Description</Table.Th>
                <Table.Th visibleFrom="sm">Username</Table.Th>
                <Table.Th ta="right">Charges</Table.Th>
                {invoice.CanRemoveTransaction && <Table.Th w={50} aria-label="Actions" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(row.CreatedDate)}</Table.Td>
                  <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {row.DocumentNo}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{row.Description}</Table.Td>
                  <Table.Td visibleFrom="sm">{row.Username ?? '-'}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatRinggit(row.ChargesSen)}
                  </Table.Td>
                  {invoice.CanRemoveTransaction && (
                    <Table.Td>
                      <Tooltip label="Remove">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={invoiceText.removeTransaction(row.DocumentNo)}
                          onClick={() => setRemoving(row)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4} ta="right">
                  {invoiceText.total}
                </Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatRinggit(invoice.AmountSen)}
                </Table.Th>
                {invoice.CanRemoveTransaction && <Table.Th />}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      {selecting && <SelectTransactionModal invoice={invoice} onClose={() => setSelecting(false)} />}
      <ConfirmDelete
        title={invoiceText.removeTitle}
        detail={removing && invoiceText.removeDetail(removing.DocumentNo)}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// Payment

const paymentFields = ['ReferenceNo', 'Method', 'Amount'] as const;

function PaymentModal({
  invoice,
  payment,
  onClose,
}: {
  invoice: Invoice;
  payment: InvoicePayment | null;
  onClose: () => void;
}) {
  const changed = useInvoiceChanged(invoice.id);
  const methods = useQuery({ queryKey: invoiceKeys.methods, queryFn: fetchPaymentMethods, staleTime: Infinity });
  const form = useForm({
    initialValues: {
      ReferenceNo: payment?.ReferenceNo ?? '',
      Method: payment ? String(payment.Method) : '',
      Amount: payment ? senToRinggitText(payment.AmountSen) : senToRinggitText(invoice.OutstandingAmountSen),
    },
    validate: (values) => schemaErrors(invoicePaymentInput, values),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) => savePayment(invoice.id, payment?.id ?? 0, values),
    onSuccess: async (answer) => {
      onClose();
      await changed(answer);
    },
    onError: showFieldErrors(form),
  });
  return (
    <Modal opened onClose={onClose} title={payment ? invoiceText.editPayment : invoiceText.newPayment} centered>
      <AdminForm
        onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstError(form))}
        onCancel={onClose}
        submitting={save.isPending}
        error={save.error}
        fields={paymentFields}
      >
        {payment && <TextInput label="Receipt No" value={payment.DocumentNo} readOnly />}
        <TextInput
          label="Reference No"
          required
          maxLength={INVOICE_REFERENCE_MAX}
          {...form.getInputProps('ReferenceNo')}
        />
        <Select
          label="Method"
          required
          placeholder="Choose a method"
          data={(methods.data ?? []).map((option) => ({ value: String(option.id), label: option.label }))}
          {...form.getInputProps('Method')}
        />
        <TextInput
          label="Amount (RM)"
          required
          inputMode="decimal"
          placeholder="0.00"
          description={`Outstanding ${formatRinggit(invoice.OutstandingAmountSen + (payment?.AmountSen ?? 0))}`}
          {...form.getInputProps('Amount')}
        />
      </AdminForm>
    </Modal>
  );
}

type PaymentEditing = { payment: InvoicePayment | null } | null;

function PaymentsTab({ invoice }: { invoice: Invoice }) {
  const changed = useInvoiceChanged(invoice.id);
  const [editing, setEditing] = useState<PaymentEditing>(null);
  const [deleting, setDeleting] = useState<InvoicePayment | null>(null);
  const payments = useQuery({ queryKey: invoiceKeys.payments(invoice.id), queryFn: () => fetchPayments(invoice.id) });
  const remove = useMutation({
    mutationFn: (payment: InvoicePayment) => deletePayment(payment.id),
    onSuccess: changed,
    onSettled: () => setDeleting(null),
  });
  const rows = payments.data ?? [];
  const confirmed = invoice.Status !== InvoiceStatus.Draft;
  const canChange = invoice.CanEditInvoice && confirmed;
  const note = !confirmed ? invoiceText.paymentsAfterConfirm : invoice.CanEditInvoice ? '' : invoiceText.closed;
  return (
    <Stack gap="md">
      <TabHeader note={note}>
        {canChange && invoice.OutstandingAmountSen > 0 && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ payment: null })}>
            {invoiceText.addNewPayment}
          </Button>
        )}
      </TabHeader>
      <ListState list={payments} isEmpty={rows.length === 0} emptyText={invoiceText.noPayments}>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={invoiceText.paymentTab}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th visibleFrom="sm">Date</Table.Th>
                <Table.Th visibleFrom="sm">Receipt No</Table.Th>
                <Table.Th>Reference No</Table.Th>
                <Table.Th visibleFrom="sm">Method</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                {canChange && <Table.Th w={90} aria-label="Actions" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatShortDate(row.CreatedDate)}
                  </Table.Td>
                  <Table.Td visibleFrom="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {row.DocumentNo}
                  </Table.Td>
                  <Table.Td>{row.ReferenceNo}</Table.Td>
                  <Table.Td visibleFrom="sm">{row.MethodDesc}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatRinggit(row.AmountSen)}
                  </Table.Td>
                  {canChange && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${row.DocumentNo}`}
                          onClick={() => setEditing({ payment: row })}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${row.DocumentNo}`}
                          onClick={() => setDeleting(row)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      {editing && <PaymentModal invoice={invoice} payment={editing.payment} onClose={() => setEditing(null)} />}
      <ConfirmDelete
        title={invoiceText.deletePaymentTitle}
        detail={deleting && `${deleting.DocumentNo}: ${deleting.ReferenceNo}, ${formatRinggit(deleting.AmountSen)}`}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------

type Dialog = 'edit' | 'confirm' | null;

function InvoiceView({ invoice }: { invoice: Invoice }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const isDraft = invoice.Status === InvoiceStatus.Draft;
  const title = `${invoiceText.pageTitle} ${invoice.DocumentNo ?? `(${invoiceText.draftNumber})`}`;
  return (
    <Page title={title} size="xl">
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to="/invoices" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} />
            {invoiceText.backToList}
          </Group>
        </Anchor>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPencil size={16} />}
            disabled={!invoice.CanEditInvoice}
            onClick={() => setDialog('edit')}
          >
            {invoiceText.editInvoice}
          </Button>
          <Button leftSection={<IconCircleCheck size={16} />} disabled={!isDraft} onClick={() => setDialog('confirm')}>
            {invoiceText.confirmInvoice}
          </Button>
          <Button
            component="a"
            href={invoicePdfPath(invoice.id)}
            download
            variant="light"
            leftSection={<IconDownload size={16} />}
          >
            {invoiceText.downloadPdf}
          </Button>
        </Group>
      </Group>
      <Summary invoice={invoice} />
      <Card>
        <Tabs defaultValue="details" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="details">{invoiceText.detailsTab}</Tabs.Tab>
            <Tabs.Tab value="payment">{invoiceText.paymentTab}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details">
            <LinesTab invoice={invoice} />
          </Tabs.Panel>
          <Tabs.Panel value="payment">
            <PaymentsTab invoice={invoice} />
          </Tabs.Panel>
        </Tabs>
      </Card>
      {dialog === 'edit' && <EditInvoiceModal invoice={invoice} onClose={() => setDialog(null)} />}
      {dialog === 'confirm' && <ConfirmInvoiceModal invoice={invoice} onClose={() => setDialog(null)} />}
    </Page>
  );
}

/** `/invoice?id=…`: one invoice, its transactions and its payments. */
export function InvoicePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const invoice = useQuery({ queryKey: invoiceKeys.one(id), queryFn: () => fetchInvoice(id), enabled: valid });
  if (!valid) {
    return (
      <Page title={invoiceText.pageTitle}>
        <Text>{messages.notFound}</Text>
      </Page>
    );
  }
  if (invoice.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (invoice.isError) {
    return (
      <Page title={invoiceText.pageTitle}>
        <ServerErrorAlert error={invoice.error} />
      </Page>
    );
  }
  return <InvoiceView invoice={invoice.data} />;
}
