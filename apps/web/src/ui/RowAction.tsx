import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

interface RowActionProps {
  /** What the button does to this row, for screen readers ("Remove INV-0001"). */
  label: string;
  /** Shown on hover, when the icon alone may not say it. */
  tooltip?: string;
  /** `red` for an action that removes or undoes the row. */
  color?: string;
  onClick: () => void;
  /** The icon. */
  children: ReactNode;
}

/** A row's action in a table: an icon button at the end of the row. */
export function RowAction({ label, tooltip, color, onClick, children }: RowActionProps) {
  const button = (
    <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
      {children}
    </ActionIcon>
  );
  return tooltip ? <Tooltip label={tooltip}>{button}</Tooltip> : button;
}
