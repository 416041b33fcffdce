import { type ChargeInfo, PaymentType } from '@portal/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { usePaymentFlow } from './PaymentFlow';

const PAY_PER_SEARCH = 'Pay Per Search via Credit Card or Online Banking';

/** The server's answer to the charge of a check: pay per search at RM 15, or 1 credit. */
function answerChargeInfo(creditBalance: number) {
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
  vi.stubGlobal('fetch', async () => Response.json(answer));
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
