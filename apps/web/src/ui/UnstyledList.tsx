import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface UnstyledListProps extends StackProps {
  'aria-label': string;
  'data-testid'?: string;
  /** The items, each in its `li`. */
  children: ReactNode;
}

/** A list (`ul`) that reads as one to screen readers but shows no bullets or indent: a stack of rows or cards. */
export function UnstyledList(props: UnstyledListProps) {
  return <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }} {...props} />;
}
