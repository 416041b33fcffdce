import { optionList, type UserInput, userDeleteAnswer, userPage, userRecord } from '@portal/contract';
import { api } from '../../app/api';
import type { Paging } from '../../ui/Pager';

export const userKeys = {
  list: ['users', 'list'] as const,
  roles: ['options', 'user-roles'] as const,
};

export const fetchUsers = (search: string, { page, rows }: Paging) =>
  api('/api/User', { query: { q: search || undefined, page, rows }, parse: (body) => userPage.parse(body) });

export const fetchUserRoles = () => api('/util/GetUserRoles', { parse: (body) => optionList.parse(body) });

/** Saves show their errors on the form's fields. */
export const saveUser = (id: number, values: UserInput) =>
  api('/api/User/save', {
    method: 'POST',
    query: { id, del: false },
    body: values,
    parse: (body) => userRecord.parse(body),
    handlesErrors: true,
  });

/** A refused delete (the last administrator, oneself) pops up the server's words. */
export const deleteUser = (id: number) =>
  api('/api/User/delete', { method: 'POST', query: { id }, parse: (body) => userDeleteAnswer.parse(body) });
