import type { DataTag, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { type PageAddress, type PageQueries, serverLoader } from '../../lib/page-data';
import { servicesOf } from '../../lib/request-services';

/** A question whose answer's type the cache knows by its key (an `endpointQuery`, or options spread from one). */
interface AnsweredBy<T> {
  queryKey: DataTag<QueryKey, T, Error>;
}

/**
 * A report route's loader on the server: the report's own question, then those its panels ask, which depend on the
 * report's answer (whether it is paid, its reference and token). A report that is refused or missing asks no more.
 */
export function reportLoader<T>(
  report: (address: PageAddress) => AnsweredBy<T>,
  panels: (answer: T, address: PageAddress) => ReturnType<PageQueries>,
) {
  return async (args: LoaderFunctionArgs) => {
    await serverLoader((address) => [report(address)])(args);
    const { queryClient: requestCache } = servicesOf(args.context);
    await serverLoader((address) => {
      const answer = requestCache.getQueryData(report(address).queryKey);
      return answer === undefined ? [] : panels(answer, address);
    })(args);
    return null;
  };
}
