import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list's rows as cards on phones (below the `sm` breakpoint), where its table is hidden. */
export function PhoneCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
