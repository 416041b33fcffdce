import type { InvoiceDetail, InvoiceTransaction, TaxParty } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { InvoiceSummary } from './InvoiceSummary';
import { LinesTab } from './LinesTab';

const seller = {
  name: 'CarSemak Sdn. Bhd.',
  tin: 'C1234567890',
  brn: '201901000001',
  mykad: null,
  sstNo: 'W10-1808-32000001',
  address: { lines: ['Level 8, Menara Demo'], postcode: '50450', city: 'Kuala Lumpur', stateCode: '14' },
  phone: '0312345678',
  email: 'billing@example.my',
  msic: '63111',
  activity: 'Data processing',
  bank: { name: 'Maybank', account: '5140 1234 5678' },
};
const buyer: TaxParty = {
  name: 'Armada Fleet Sdn. Bhd.',
  tin: 'C2584563200',
  brn: '202401009999',
  mykad: null,
  sstNo: null,
  address: { lines: ['Lot 3, Jalan Armada'], postcode: '40000', city: 'Shah Alam', stateCode: '10' },
  phone: null,
  email: null,
};

/** A confirmed invoice of two RM 12.50 searches, SST at 8% inside each (RM 0.93), validated by MyInvois. */
const invoice: InvoiceDetail = {
  id: 3,
  DocumentNo: 'INV-2026-00003',
  DocumentDate: '2026-11-20',
  DueDate: '2026-12-20',
  CompanyID: 4,
  CompanyName: buyer.name,
  CompanyAddress: null,
  Amount: 25,
  AmountSen: 2500,
  OutstandingAmount: 25,
  OutstandingAmountSen: 2500,
  Tax: 1.86,
  TaxSen: 186,
  AmountExcludingSst: 23.14,
  AmountExcludingSstSen: 2314,
  InvoiceStatus: 'Confirmed',
  Status: 4,
  CreatedDate: '2026-11-20T02:00:00.000Z',
  CanEditInvoice: true,
  CanRemoveTransaction: false,
  Parties: { seller, buyer, sstRatePercent: 8 },
  Einvoice: {
    uuid: 'F9D425P6DS7D8IU',
    validationUrl: 'https://preprod.myinvois.hasil.gov.my/F9D425P6DS7D8IU/share/X1',
  },
};

const line = (id: number, plate: string): InvoiceTransaction => ({
  id,
  CreatedDate: '2026-11-18T02:00:00.000Z',
  DocumentNo: `TRX2611-00000${id}`,
  Description: `Postpaid check (${plate})`,
  Username: 'Armada Buyer',
  CompanyName: buyer.name,
  Charges: 12.5,
  ChargesSen: 1250,
  Tax: 0.93,
  TaxSen: 93,
});

afterEach(() => vi.unstubAllGlobals());

describe('the invoice screen', () => {
  it('shows both parties as the invoice states them, its due date, its SST and its e-invoice', () => {
    renderWithProviders(<InvoiceSummary invoice={invoice} />);
    expect(screen.getByText('CarSemak Sdn. Bhd.')).toBeInTheDocument();
    expect(screen.getByText('W10-1808-32000001')).toBeInTheDocument();
    expect(screen.getByText('C2584563200')).toBeInTheDocument();
    expect(screen.getByText('202401009999')).toBeInTheDocument();
    expect(screen.getByText(/Lot 3, Jalan Armada\s+40000 Shah Alam\s+Selangor/)).toBeInTheDocument();
    expect(screen.getByText('20/12/2026')).toBeInTheDocument();
    expect(screen.getByText('SST 8% (RM)').nextSibling).toHaveTextContent('1.86');
    expect(screen.getByText('F9D425P6DS7D8IU')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Validation on MyInvois' })).toHaveAttribute(
      'href',
      invoice.Einvoice?.validationUrl,
    );
    expect(
      screen.getByRole('img', {
        name: 'QR code of e-invoice F9D425P6DS7D8IU: scan it to see its validation on MyInvois',
      }),
    ).toHaveAttribute('src', `/api/Invoice/EinvoiceQr?id=${invoice.id}`);
    expect(screen.queryByText(/not registered for SST/)).not.toBeInTheDocument();
  });

  it('says no SST is charged when the seller was not registered, and shows no e-invoice before validation', () => {
    const unregistered = {
      ...invoice,
      TaxSen: 0,
      Tax: 0,
      Einvoice: null,
      Parties: { seller: { ...seller, sstNo: null }, buyer, sstRatePercent: 0 },
    };
    renderWithProviders(<InvoiceSummary invoice={unregistered} />);
    expect(screen.getByText('The seller is not registered for SST: no SST is charged.')).toBeInTheDocument();
    expect(screen.queryByText(/^SST/)).not.toBeInTheDocument();
    expect(screen.queryByText('E-invoice')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("lists each line's SST beside its charge, and the totals excluding and including SST", async () => {
    vi.stubGlobal('fetch', async () => Response.json([line(1, 'BMK 8821'), line(2, 'WXY 1234')]));
    renderWithProviders(<LinesTab invoice={invoice} />);
    const table = await screen.findByRole('table', { name: 'Invoice Details' });
    expect(table.querySelector('thead')).toHaveTextContent('SST (8%)');
    expect(within(table).getAllByText('RM 0.93')).toHaveLength(2);
    // Each total's label is there twice: spanning four columns on wider screens, two on a phone.
    const totalRow = (label: string) => within(table).getAllByText(label).at(-1)?.closest('tr');
    expect(totalRow('Total excluding SST')).toHaveTextContent('RM 23.14');
    expect(totalRow('SST (8%)')).toHaveTextContent('RM 1.86');
    expect(totalRow('Total including SST')).toHaveTextContent('RM 25.00');
  });
});
