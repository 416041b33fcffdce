import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '../lib/session';

/** A page's content for company accounts (and administrators); anyone else reads why it is not for them. */
export function CompanyOnly({ refusal, children }: { refusal: string; children: ReactNode }) {
  const { isCompanyOrAdmin } = useSession();
  return isCompanyOrAdmin ? children : <Alert color="blue">{refusal}</Alert>;
}
