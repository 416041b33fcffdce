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
import {
  INVOICE_REFERENCE_MAX,
  type Invoice,
  type InvoiceChangeAnswer,
  type InvoicePayment,
  InvoiceStatus,
  type InvoiceTransaction,
  invoiceInput,
  invoicePaymentInput,
  LIMITS,
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
import { useFormat, useTexts } from '../../app/i18n';
import { AdminForm, schemaErrors } from '../../ui/AdminList';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { focusFirstError, showFieldErrors } from '../../ui/form-errors';
import { ListState } from '../../ui/ListState';
import { notify } from '../../ui/notices';
import { Page } from '../../ui/Page';
import { usePickerFormat } from '../../ui/picker-format';
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
import { invoicesTexts } from './texts';

/** After a change: the invoice as the server answered it, and everything shown beside it read again. */
function useInvoiceChanged(id: number) {
  const queryClient = useQueryClient();
  return (answer: InvoiceChangeAnswer) => {
    queryClient.setQueryData(invoiceKeys.one(id), answer.invoice);
    notify({ color: 'teal', message: answer.Message });
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
  const t = useTexts(invoicesTexts);
  return (
    <Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('company')}
          </Text>
          <Text fw={700} size="lg">
            {invoice.CompanyName}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {invoice.CompanyAddress ?? '-'}
          </Text>
        </Stack>
        <SimpleGrid cols={2} spacing="md">
          <Fact label={t('invoiceStatus')}>
            <InvoiceStatusBadge invoice={invoice} />
          </Fact>
          <Fact label={t('invoiceDate')}>{invoiceDate(invoice.DocumentDate)}</Fact>
          <Fact label={t('invoiceAmount')}>{senToRinggitText(invoice.AmountSen)}</Fact>
          <Fact label={t('outstanding')}>{senToRinggitText(invoice.OutstandingAmountSen)}</Fact>
        </SimpleGrid>
      </SimpleGrid>
    </Card>
  );
}

// ---------------------------------------------------------------------------------------------
// Edit Invoice and Confirm Invoice

const invoiceFields = ['DocumentDate', 'Status', 'CompanyAddress'] as const;

function EditInvoiceModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const t = useTexts(invoicesTexts);
  const changed = useInvoiceChanged(invoice.id);
  const dateFormat = usePickerFormat('short');
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
    <Modal opened onClose={onClose} title={t('editInvoice')} centered size="lg">
      <AdminForm
        onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstError(form))}
        onCancel={onClose}
        submitting={save.isPending}
        error={save.error}
        fields={invoiceFields}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('invoiceNumber')} value={invoice.DocumentNo ?? t('draftNumber')} readOnly />
          <DateInput
            label={t('invoiceDate')}
            required
            valueFormat={dateFormat}
            {...form.getInputProps('DocumentDate')}
            onChange={(value) => form.setFieldValue('DocumentDate', value ?? '')}
          />
        </SimpleGrid>
        <TextInput label={t('companyName')} value={invoice.CompanyName} readOnly />
        <Select
          label={t('status')}
          required
          data={(statuses.data ?? []).map((option) => ({ value: String(option.id), label: option.label }))}
          allowDeselect={false}
          {...form.getInputProps('Status')}
        />
        <Textarea
          label={t('address')}
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
  const t = useTexts(invoicesTexts);
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
    <Modal opened onClose={onClose} title={t('confirmInvoice')} centered>
      <Stack gap="md">
        <Text>{t('confirmQuestion')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {t('confirmInvoice')}
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
  const t = useTexts(invoicesTexts);
  const format = useFormat();
  const dateFormat = usePickerFormat('short');
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
    <Modal opened onClose={onClose} title={t('selectTitle')} centered size="xl">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('selectHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DatePickerInput
            label={t('fromDate')}
            placeholder={t('anyDate')}
            valueFormat={dateFormat}
            clearable
            value={fromDate}
            maxDate={toDate ?? undefined}
            onChange={setFromDate}
          />
          <DatePickerInput
            label={t('toDate')}
            placeholder={t('anyDate')}
            valueFormat={dateFormat}
            clearable
            value={toDate}
            minDate={fromDate ?? undefined}
            onChange={setToDate}
          />
        </SimpleGrid>
        <ListState list={list} isEmpty={rows.length === 0}>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" highlightOnHover aria-label={t('selectTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('selectAll')}
                      checked={allChosen}
                      indeterminate={!allChosen && selected.size > 0}
                      onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((row) => row.id)))}
                    />
                  </Table.Th>
                  <Table.Th>{t('date')}</Table.Th>
                  <Table.Th>{t('documentNo')}</Table.Th>
                  <Table.Th>{t('description')}</Table.Th>
                  <Table.Th>{t('username')}</Table.Th>
                  <Table.Th ta="right">{t('charges')}</Table.Th>
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
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.shortDate(row.CreatedDate)}</Table.Td>
                    <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {row.DocumentNo}
                    </Table.Td>
                    <Table.Td>{row.Description}</Table.Td>
                    <Table.Td>{row.Username ?? '-'}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {format.ringgit(row.ChargesSen)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {selected.size > 0 && t('totalOf', { amount: format.ringgit(chosenSen) })}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button disabled={selected.size === 0} loading={add.isPending} onClick={() => add.mutate()}>
              {selected.size > 0 ? t('addSelectedCount', { number: format.number(selected.size) }) : t('addSelected')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

function LinesTab({ invoice }: { invoice: Invoice }) {
  const t = useTexts(invoicesTexts);
  const format = useFormat();
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
      <TabHeader note={isDraft ? '' : t('onlyDraftAdds')}>
        {isDraft && invoice.CanEditInvoice && (
          <Button leftSection={<IconListCheck size={16} />} onClick={() => setSelecting(true)}>
            {t('selectTransaction')}
          </Button>
        )}
      </TabHeader>
      <ListState list={lines} isEmpty={rows.length === 0} emptyText={t('noTransactions')}>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={t('detailsTab')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('date')}</Table.Th>
                <Table.Th>{t('documentNo')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('description')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('username')}</Table.Th>
                <Table.Th ta="right">{t('charges')}</Table.Th>
                {invoice.CanRemoveTransaction && <Table.Th w={50} aria-label={t('actions')} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.shortDate(row.CreatedDate)}</Table.Td>
                  <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {row.DocumentNo}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{row.Description}</Table.Td>
                  <Table.Td visibleFrom="sm">{row.Username ?? '-'}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {format.ringgit(row.ChargesSen)}
                  </Table.Td>
                  {invoice.CanRemoveTransaction && (
                    <Table.Td>
                      <Tooltip label={t('remove')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('removeTransaction', { documentNo: row.DocumentNo })}
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
                  {t('total')}
                </Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {format.ringgit(invoice.AmountSen)}
                </Table.Th>
                {invoice.CanRemoveTransaction && <Table.Th />}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      {selecting && <SelectTransactionModal invoice={invoice} onClose={() => setSelecting(false)} />}
      <ConfirmDelete
        title={t('removeTitle')}
        detail={removing && t('removeDetail', { documentNo: removing.DocumentNo })}
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
  const t = useTexts(invoicesTexts);
  const format = useFormat();
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
    <Modal opened onClose={onClose} title={payment ? t('editPayment') : t('newPayment')} centered>
      <AdminForm
        onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstError(form))}
        onCancel={onClose}
        submitting={save.isPending}
        error={save.error}
        fields={paymentFields}
      >
        {payment && <TextInput label={t('receiptNo')} value={payment.DocumentNo} readOnly />}
        <TextInput
          label={t('referenceNo')}
          required
          maxLength={INVOICE_REFERENCE_MAX}
          {...form.getInputProps('ReferenceNo')}
        />
        <Select
          label={t('method')}
          required
          placeholder={t('chooseMethod')}
          data={(methods.data ?? []).map((option) => ({ value: String(option.id), label: option.label }))}
          {...form.getInputProps('Method')}
        />
        <TextInput
          label={t('amountRm')}
          required
          inputMode="decimal"
          placeholder="0.00"
          description={t('outstandingHint', {
            amount: format.ringgit(invoice.OutstandingAmountSen + (payment?.AmountSen ?? 0)),
          })}
          {...form.getInputProps('Amount')}
        />
      </AdminForm>
    </Modal>
  );
}

type PaymentEditing = { payment: InvoicePayment | null } | null;

function PaymentsTab({ invoice }: { invoice: Invoice }) {
  const t = useTexts(invoicesTexts);
  const format = useFormat();
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
  const note = !confirmed ? t('paymentsAfterConfirm') : invoice.CanEditInvoice ? '' : t('closed');
  return (
    <Stack gap="md">
      <TabHeader note={note}>
        {canChange && invoice.OutstandingAmountSen > 0 && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ payment: null })}>
            {t('addNewPayment')}
          </Button>
        )}
      </TabHeader>
      <ListState list={payments} isEmpty={rows.length === 0} emptyText={t('noPayments')}>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={t('paymentTab')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th visibleFrom="sm">{t('date')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('receiptNo')}</Table.Th>
                <Table.Th>{t('referenceNo')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('method')}</Table.Th>
                <Table.Th ta="right">{t('amount')}</Table.Th>
                {canChange && <Table.Th w={90} aria-label={t('actions')} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                    {format.shortDate(row.CreatedDate)}
                  </Table.Td>
                  <Table.Td visibleFrom="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {row.DocumentNo}
                  </Table.Td>
                  <Table.Td>{row.ReferenceNo}</Table.Td>
                  <Table.Td visibleFrom="sm">{row.MethodDesc}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {format.ringgit(row.AmountSen)}
                  </Table.Td>
                  {canChange && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('editRow', { documentNo: row.DocumentNo })}
                          onClick={() => setEditing({ payment: row })}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('deleteRow', { documentNo: row.DocumentNo })}
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
        title={t('deletePaymentTitle')}
        detail={deleting && `${deleting.DocumentNo}: ${deleting.ReferenceNo}, ${format.ringgit(deleting.AmountSen)}`}
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
  const t = useTexts(invoicesTexts);
  const [dialog, setDialog] = useState<Dialog>(null);
  const isDraft = invoice.Status === InvoiceStatus.Draft;
  const title = invoice.DocumentNo ? t('titleOf', { number: invoice.DocumentNo }) : t('draftTitle');
  return (
    <Page title={title} size="xl">
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to="/invoices" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} />
            {t('backToList')}
          </Group>
        </Anchor>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPencil size={16} />}
            disabled={!invoice.CanEditInvoice}
            onClick={() => setDialog('edit')}
          >
            {t('editInvoice')}
          </Button>
          <Button leftSection={<IconCircleCheck size={16} />} disabled={!isDraft} onClick={() => setDialog('confirm')}>
            {t('confirmInvoice')}
          </Button>
          <Button
            component="a"
            href={invoicePdfPath(invoice.id)}
            download
            variant="light"
            leftSection={<IconDownload size={16} />}
          >
            {t('downloadPdf')}
          </Button>
        </Group>
      </Group>
      <Summary invoice={invoice} />
      <Card>
        <Tabs defaultValue="details" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="details">{t('detailsTab')}</Tabs.Tab>
            <Tabs.Tab value="payment">{t('paymentTab')}</Tabs.Tab>
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
  const t = useTexts(invoicesTexts);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const invoice = useQuery({ queryKey: invoiceKeys.one(id), queryFn: () => fetchInvoice(id), enabled: valid });
  if (!valid) {
    return (
      <Page title={t('pageTitle')}>
        <Text>{t('notFound')}</Text>
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
      <Page title={t('pageTitle')}>
        <ServerErrorAlert error={invoice.error} />
      </Page>
    );
  }
  return <InvoiceView invoice={invoice.data} />;
}
