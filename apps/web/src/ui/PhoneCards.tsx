import type { ReactNode } from 'react';
import { UnstyledList } from './UnstyledList';

/** A list's rows as cards on phones (below the `sm` breakpoint), where its table is hidden. */
export function PhoneCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <UnstyledList gap="xs" hiddenFrom="sm" aria-label={label}>
      {children}
    </UnstyledList>
  );
}
