import { type ChargeInfo, type CheckResult, PaymentType } from '@portal/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { usePaymentFlow } from './PaymentFlow';

const PAY_PER_SEARCH = 'Pay Per Search via Credit Card or Online Banking';

/** What the check found before payment: the preview the sheet shows. */
const preview: CheckResult = {
  id: 7,
  Unikey: 'c0ffee',
  Partial: true,
  Full: false,
  PartialInfo: { Make: 'PERODUA', Family: 'VIVA', YearOfManufacture: 2012 },
  BasicInfo: {
    VehicleRegistrationNo: 'BMK 8821',
    ImageUrl: null,
    IsFound: true,
    IsSearchByVehicle: true,
    CreatedDate: '2026-01-05T02:00:00.000Z',
    ReferenceID: null,
    Make: 'PERODUA',
    Family: 'VIVA',
    Variant: null,
    YearOfManufacture: 2012,
    Transmission: null,
    VIN: null,
    VehChassis: null,
    AutoSearchVehRegNo: null,
    Engine: null,
    MarketValue: null,
    NewNetSellingPrice: null,
    NewCarPrice: null,
  },
  ClaimLists: [],
  ABIInfo: { StandardFeature: [] },
  Notices: { NoAccidentRecorded: false, SameRegistrationOtherVin: false, ClaimsUnderOtherRegistration: false },
  ChargeInfo: [],
  CreditLimit: 10,
  VerifyToken: null,
};

/** The requests the sheet sent, by path and query. */
const sent: string[] = [];

/** The server: the charge of a check (pay per search at RM 15, or 1 credit), its preview, and a credit payment. */
function answerChargeInfo(creditBalance: number, sst = { registered: false, ratePercent: 0 }) {
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
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    sent.push(`${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/GetItem')) return Response.json(preview);
    if (url.pathname === '/api/Sst') return Response.json(sst);
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
