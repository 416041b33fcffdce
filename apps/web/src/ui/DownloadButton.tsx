import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface DownloadButtonProps {
  /** A plain link: the login cookie goes with it, and the browser saves the file under the server's name. */
  href: string;
  variant?: ButtonProps['variant'];
  /** The file's icon; a download arrow unless the file's kind says more (a spreadsheet). */
  icon?: ReactNode;
  children: ReactNode;
}

/** A button that downloads a file (a PDF, an export) from the server. */
export function DownloadButton({
  href,
  variant = 'light',
  icon = <IconDownload size={16} />,
  children,
}: DownloadButtonProps) {
  return (
    <Button component="a" href={href} download variant={variant} leftSection={icon}>
      {children}
    </Button>
  );
}
