import { optionEndpoints, type UserInput, userEndpoints } from '@portal/contract';
import { call, endpointKey, endpointQuery } from '../../lib/api';
import type { Paging } from '../../ui/Pager';

/** The accounts list's answers (the list adds the search and the page to it). */
export const usersKey = endpointKey(userEndpoints.list);

export const usersQuery = (search: string, { page, rows }: Paging) =>
  endpointQuery(userEndpoints.list, { query: { q: search || undefined, page, rows } });

/** The roles change only with a release, so one answer serves the visit. */
export const userRolesQuery = () => ({ ...endpointQuery(optionEndpoints.userRoles), staleTime: Infinity });

/** Saves show their errors on the form's fields. */
export const saveUser = (id: number, values: UserInput) =>
  call(userEndpoints.save, { query: { id }, body: values }, { handlesErrors: true });

/** A refused delete (the last administrator, oneself) pops up the server's words. */
export const deleteUser = (id: number) => call(userEndpoints.remove, { query: { id } });
