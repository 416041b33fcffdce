import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { PageLoader } from './guard';
import { ServerErrorAlert } from './ServerErrorAlert';

interface LookupStateProps<T> {
  item: { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined };
  /** The server's code when nothing answers to what the address names. */
  notFoundCode: string;
  notFound: { title: string; text: (error: ApiError) => ReactNode };
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/** A public page that looks up what its address names (a shared link, a report's reference): loading, not found, failed, or it. */
export function LookupState<T>({ item, notFoundCode, notFound, errorTitle, children }: LookupStateProps<T>) {
  if (item.isPending) return <PageLoader />;
  if (item.isError || item.data === undefined) {
    return item.error instanceof ApiError && item.error.code === notFoundCode ? (
      <Alert color="red" variant="light" title={notFound.title} icon={<IconAlertCircle />}>
        {notFound.text(item.error)}
      </Alert>
    ) : (
      <ServerErrorAlert error={item.error} title={errorTitle} />
    );
  }
  return children(item.data);
}
