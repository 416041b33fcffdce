import { type ChargeInfo, type PayerAnswer, PaymentType } from '@portal/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { basicInfoOf, checkResultOf } from '../../testing/check-results';
import { renderWithProviders } from '../../testing/render';
import { usePaymentFlow } from './PaymentFlow';

const PAY_PER_SEARCH = 'Pay Per Search via Credit Card or Online Banking';

/** What the check found before payment: the preview the sheet shows. */
const preview = checkResultOf({
  id: 7,
  Partial: true,
  Full: false,
  PartialInfo: { Make: 'PERODUA', Family: 'VIVA', YearOfManufacture: 2012 },
  BasicInfo: basicInfoOf({
    VehicleRegistrationNo: 'BMK 8821',
    CreatedDate: '2026-01-05T02:00:00.000Z',
    Family: 'VIVA',
    YearOfManufacture: 2012,
  }),
  CreditLimit: 10,
});

/** The requests the sheet sent, by path and query; and the bodies it posted, by path. */
const sent: string[] = [];
const posted = new Map<string, unknown>();

/** The logged-in payer: an individual whose account has neither a TIN nor a MyKad number, unless a test says. */
const individual = (Einvoice: PayerAnswer['Einvoice']): PayerAnswer => ({
  paymentName: 'Nur Aisyah',
  paymentEmail: 'aisyah@example.com',
  paymentPhone: '0123456789',
  Einvoice,
});

/**
 * The server: the charge of a check (pay per search at RM 15, or 1 credit), its preview, a credit payment, the payer's
 * account, and a pay-per-search's record and link (back to this page).
 */
function answerChargeInfo(
  creditBalance: number,
  sst = { registered: false, ratePercent: 0 },
  payer = individual({ Tin: null, MyKad: null }),
) {
  const chargeInfo: ChargeInfo[] = [
    { PaymentTypeID: PaymentType.PayPerSearch, Credit: 0, PriceSen: 1500 },
    { PaymentTypeID: PaymentType.Credit, Credit: 1, PriceSen: 0 },
  ];
  const answer = {
    id: 7,
    Unikey: 'c0ffee',
    ChargeInfo: chargeInfo,
    CreditLimit: creditBalance,
    IsPostpaid: false,
    PostpaidRateSen: null,
  };
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    sent.push(`${url.pathname}${url.search}`);
    if (typeof init?.body === 'string') posted.set(url.pathname, JSON.parse(init.body));
    if (url.pathname.endsWith('/GetItem')) return Response.json(preview);
    if (url.pathname === '/api/Sst') return Response.json(sst);
    if (url.pathname === '/api/Payment/Payer') return Response.json(payer);
    if (url.pathname === '/api/Payment/CreditTopup') {
      return Response.json({
        id: 'payment-1',
        paymentType: PaymentType.PayPerSearch,
        paymentName: payer.paymentName,
        paymentEmail: payer.paymentEmail,
        paymentPhone: payer.paymentPhone,
        CreditSetupID: null,
        Credit: null,
        Amount: 1500,
        payment_desc: 'Vehicle check (pay per search): BMK 8821',
        PaymentStatus: 'Pending',
        VehicleKey: 'c0ffee',
        refCode: null,
      });
    }
    if (url.pathname === '/api/payment/CreatePaymentLink') return Response.json({ url: '#gateway' });
    if (url.pathname.endsWith('/UpdateItem'))
      return Response.json({ Unikey: 'c0ffee', ReferenceID: 'CHK1', CreditBalance: 9 });
    return Response.json(answer);
  });
}

/** Errors the flow would show in the page's Error: banner. */
const shownErrors = vi.fn();

function MakePayment() {
  const flow = usePaymentFlow({ onError: shownErrors });
  return (
    <>
      <button type="button" aria-label="Make Payment" onClick={() => flow.start('c0ffee', 'BMK 8821')} />
      {flow.modal}
    </>
  );
}

async function openPaymentChoice() {
  const view = renderWithProviders(<MakePayment />);
  await view.user.click(screen.getByRole('button', { name: 'Make Payment' }));
  await screen.findByText('Choose your payment method:');
  return view;
}

afterEach(() => {
  expect(shownErrors).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  sent.length = 0;
  posted.clear();
});

describe('the payment sheet of a check', () => {
  it('shows the vehicle found and a reminder to compare it before paying', async () => {
    answerChargeInfo(10);
    await openPaymentChoice();
    expect(screen.getByText('PERODUA VIVA 2012')).toBeInTheDocument();
    expect(screen.getByText(/Check that make, family and year match the vehicle in front of you/)).toBeInTheDocument();
  });

  it('names what its one button does, after the choice made', async () => {
    answerChargeInfo(10);
    const { user } = await openPaymentChoice();
    expect(screen.getByRole('button', { name: 'Use 1 Credit' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: PAY_PER_SEARCH }));
    expect(screen.getByRole('button', { name: 'Pay RM 15.00' })).toBeInTheDocument();
  });

  it('pays nothing until the Term of Service is agreed, then pays with the agreement', async () => {
    answerChargeInfo(10);
    const { user } = await openPaymentChoice();
    await user.click(screen.getByRole('button', { name: 'Use 1 Credit' }));
    expect(screen.getByText('Please agree to the Terms of Service before you pay for the report.')).toBeInTheDocument();
    expect(sent.filter((request) => request.includes('UpdateItem'))).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'I AGREE to the Term of Service' }));
    await user.click(screen.getByRole('button', { name: 'Use 1 Credit' }));
    await vi.waitFor(() => expect(sent.some((request) => request.includes('UpdateItem'))).toBe(true));
    expect(sent.find((request) => request.includes('UpdateItem'))).toContain('agreedTerms=true');
  });

  it('keeps the Term of Service to read inside the sheet', async () => {
    answerChargeInfo(10);
    const { user } = await openPaymentChoice();
    await user.click(screen.getByRole('button', { name: 'Read the Term of Service' }));
    expect(screen.getByText('By ticking I AGREE you accept these terms for this check:')).toBeVisible();
  });
});

describe('the payment choice of a check', () => {
  it('starts on credit when the balance covers the check, and shows the choice the user makes', async () => {
    answerChargeInfo(10);
    const { user } = await openPaymentChoice();
    const credit = screen.getByRole('radio', { name: 'Use 1 Credit now. Credit Balance = 10' });
    const payPerSearch = screen.getByRole('radio', { name: PAY_PER_SEARCH });
    expect(credit).toBeChecked();
    expect(payPerSearch).not.toBeChecked();
    expect(screen.getByText('RM 15.00 for this search')).toBeInTheDocument();

    await user.click(payPerSearch);
    expect(payPerSearch).toBeChecked();
    expect(credit).not.toBeChecked();

    await user.click(credit);
    expect(credit).toBeChecked();
    expect(payPerSearch).not.toBeChecked();
  });

  it('says the price includes SST, at the rate the server gives, when the seller is registered', async () => {
    answerChargeInfo(10, { registered: true, ratePercent: 8 });
    await openPaymentChoice();
    expect(screen.getByText('RM 15.00 incl. 8% SST for this search')).toBeInTheDocument();
  });

  it('offers credit but cannot choose it when the balance is short, and says why', async () => {
    answerChargeInfo(0);
    const { user } = await openPaymentChoice();
    const credit = screen.getByRole('radio', { name: 'Use 1 Credit now. Credit Balance = 0' });
    expect(credit).toBeDisabled();
    expect(screen.getByRole('radio', { name: PAY_PER_SEARCH })).toBeChecked();
    expect(
      screen.getByText(/Not available: this search needs 1 Credit, and your credit balance is 0 Credits\./),
    ).toBeInTheDocument();

    await user.click(credit);
    expect(credit).not.toBeChecked();
  });
});

describe('an e-invoice asked for on the payment sheet', () => {
  const NEED = 'I need an e-invoice';

  it('is offered an individual paying per search, made out to their TIN, and asked for with the payment', async () => {
    answerChargeInfo(10, undefined, individual({ Tin: 'IG115002000', MyKad: '900101145678' }));
    const { user } = await openPaymentChoice();
    // Credit was sold when it was bought: paying with it is no sale to e-invoice.
    expect(screen.queryByRole('checkbox', { name: NEED })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: PAY_PER_SEARCH }));
    const need = screen.getByRole('checkbox', { name: NEED });
    expect(screen.getByText('Issued in your name with your TIN IG115002000.')).toBeInTheDocument();
    await user.click(need);
    await user.click(screen.getByRole('checkbox', { name: 'I AGREE to the Term of Service' }));
    await user.click(screen.getByRole('button', { name: 'Pay RM 15.00' }));
    await vi.waitFor(() => expect(posted.get('/api/Payment/CreditTopup')).toBeDefined());
    expect(posted.get('/api/Payment/CreditTopup')).toMatchObject({ paymentType: 1, einvoiceRequested: true });
  });

  it('names a MyKad number by its last digits, and is not asked for unless ticked', async () => {
    answerChargeInfo(0, undefined, individual({ Tin: null, MyKad: '900101145678' }));
    const { user } = await openPaymentChoice();
    expect(screen.getByText('Issued in your name with your MyKad number ending 5678.')).toBeInTheDocument();
    expect(screen.queryByText(/900101/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I AGREE to the Term of Service' }));
    await user.click(screen.getByRole('button', { name: 'Pay RM 15.00' }));
    await vi.waitFor(() => expect(posted.get('/api/Payment/CreditTopup')).toBeDefined());
    expect(posted.get('/api/Payment/CreditTopup')).not.toHaveProperty('einvoiceRequested');
  });

  it('cannot be ticked without a TIN or MyKad number on the account, and says where to add one', async () => {
    answerChargeInfo(0);
    await openPaymentChoice();
    expect(screen.getByRole('checkbox', { name: NEED })).toBeDisabled();
    expect(
      screen.getByText(/An e-invoice names you by your MyKad number or TIN, and your account has neither yet\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add one in Account Settings' })).toHaveAttribute(
      'href',
      '/account/settings',
    );
  });

  it('is not offered a company (its purchases name the company)', async () => {
    answerChargeInfo(0, undefined, individual(null));
    await openPaymentChoice();
    expect(screen.queryByRole('checkbox', { name: NEED })).not.toBeInTheDocument();
  });
});
