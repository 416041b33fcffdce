import { watchEndpoints } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { call, endpointKey, endpointQuery } from '../../lib/api';
import { answeredAtLoad } from '../../lib/page-questions';

export const watchesQuery = () => ({
  ...endpointQuery(watchEndpoints.list),
  ...answeredAtLoad,
});

/** Whether the caller watches this report's vehicle; anyone but the report's owner is answered 404 (no button). */
export const watchStatusQuery = (unikey: string) => ({
  ...endpointQuery(watchEndpoints.status, { query: { unikey } }, { handlesErrors: true }),
  retry: false,
  ...answeredAtLoad,
});

/** After watching or stopping: the list and every report's watch button. */
export const refreshWatches = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(watchEndpoints.list) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(watchEndpoints.status) }),
  ]);

export const watchVehicle = (unikey: string) => call(watchEndpoints.watch, { query: { unikey } });

export const stopWatching = (id: number) => call(watchEndpoints.stop, { query: { id } });

/** A fresh report is a new search (and a new purchase), by the watched chassis. */
export const freshReportPath = (chassis: string) =>
  `/check/checklist?${new URLSearchParams({ vehChassisNo: chassis })}`;
