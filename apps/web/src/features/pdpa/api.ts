import { type ClosureStatus, endpointUrl, pdpaEndpoints } from '@portal/contract';
import { call, endpointKey, endpointQuery } from '../../lib/api';
import { answeredAtLoad } from '../../lib/page-questions';

export type ClosureFilter = ClosureStatus | '';

/** Plain links: the login cookie goes with them, and the browser saves the file under the server's name. */
export const myDataPaths = {
  json: endpointUrl(pdpaEndpoints.myDataJson),
  xlsx: endpointUrl(pdpaEndpoints.myDataXlsx),
} as const;

export const myClosureQuery = () => ({
  ...endpointQuery(pdpaEndpoints.myClosure),
  ...answeredAtLoad,
});

/** A wrong password shows on the field (handlesErrors). */
export const askClosure = (password: string) =>
  call(pdpaEndpoints.requestClosure, { body: { Password: password } }, { handlesErrors: true });

export const withdrawClosure = () => call(pdpaEndpoints.withdrawClosure, {});

export const closuresQuery = (status: ClosureFilter) => endpointQuery(pdpaEndpoints.closures, { query: { status } });

/** After a completion: every status's list. */
export const closuresKey = endpointKey(pdpaEndpoints.closures);

export const completeClosure = (id: number) =>
  call(pdpaEndpoints.completeClosure, { query: { id } }, { handlesErrors: true });
