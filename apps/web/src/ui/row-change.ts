import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from './notices';

interface RowChangeOptions {
  /** The list the change shows in: read again once the change is made. */
  refreshes: QueryKey;
  /** The notice that says the change was made. */
  notice: string;
  /** Closes the modal the change was asked for in. */
  onClose: () => void;
  onError?: (error: Error) => void;
}

/**
 * A change asked for in a row's modal (revoke a key, complete a closure, mark a refund paid): once the server has made
 * it, the list is read again, a notice says so and the modal closes.
 */
export function useRowChange<Input>(
  change: (input: Input) => Promise<unknown>,
  { refreshes, notice, onClose, onError }: RowChangeOptions,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: refreshes });
      notify({ color: 'teal', message: notice });
      onClose();
    },
    onError,
  });
}
