import { type ClosureStatus, closureList, myClosureAnswer } from '@portal/contract';
import { api } from '../../app/api';

export type ClosureFilter = ClosureStatus | '';

/** Plain links: the login cookie goes with them, and the browser saves the file under the server's name. */
export const myDataPaths = { json: '/api/Account/MyData.json', xlsx: '/api/Account/MyData.xlsx' } as const;

export const pdpaKeys = {
  mine: ['pdpa', 'closure'] as const,
  closures: ['pdpa', 'closures'] as const,
  list: (status: ClosureFilter) => ['pdpa', 'closures', status] as const,
};

export const fetchMyClosure = () => api('/api/Account/Closure', { parse: (body) => myClosureAnswer.parse(body) });

/** A wrong password shows on the field (handlesErrors). */
export const askClosure = (password: string) =>
  api('/api/Account/Closure', {
    method: 'POST',
    body: { Password: password },
    parse: (body) => myClosureAnswer.parse(body),
    handlesErrors: true,
  });

export const fetchClosures = (status: ClosureFilter) =>
  api('/api/AccountClosure', { query: { status }, parse: (body) => closureList.parse(body) });

export const completeClosure = (id: number) =>
  api('/api/AccountClosure/Complete', {
    method: 'POST',
    query: { id },
    parse: (body) => closureList.parse(body),
    handlesErrors: true,
  });
