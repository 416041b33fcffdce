import { optionEndpoints, paymentEndpoints } from '@portal/contract';
import { endpointQuery } from '../../lib/api';
import { answeredAtLoad } from '../../lib/page-questions';

/** The logged-in user's name, e-mail and phone, to prefill the top-up form. */
export const payerQuery = () => ({
  ...endpointQuery(paymentEndpoints.payer),
  ...answeredAtLoad,
});

/** The credit packages the top-up form offers. */
export const creditSetupsQuery = () => ({
  ...endpointQuery(optionEndpoints.creditSetups),
  ...answeredAtLoad,
});
