import { Button, Card, Group, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTexts } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import type { HistoryRowNotice } from '../checks/History';
import { refreshWatches, stopWatching, watchStatusQuery, watchVehicle } from './api';
import { watchesTexts } from './texts';

/** On a paid report, for its owner only: Watch this vehicle, or Stop watching it. */
export function WatchButton({ unikey }: { unikey: string }) {
  const t = useTexts(watchesTexts);
  const { profile } = useSession();
  const queryClient = useQueryClient();
  const status = useQuery({ ...watchStatusQuery(unikey), enabled: profile.IsLoggedIn });
  const refresh = () => refreshWatches(queryClient);
  const watch = useMutation({ mutationFn: () => watchVehicle(unikey), onSuccess: refresh });
  const stop = useMutation({ mutationFn: (id: number) => stopWatching(id), onSuccess: refresh });
  // Not logged in, or not the owner (answered 404): nothing to show.
  if (!profile.IsLoggedIn || !status.data) return null;
  const { Watching, Id } = status.data;
  return (
    <Card p={{ base: 'md', sm: 'xl' }} className="chk-card no-print" data-testid="watch-panel">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 240px' }}>
          {Watching ? t('watching') : t('watchHint')}
        </Text>
        {Watching && Id !== null ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconEyeOff size={18} />}
            loading={stop.isPending}
            onClick={() => stop.mutate(Id)}
          >
            {t('stop')}
          </Button>
        ) : (
          <Button leftSection={<IconEye size={18} />} loading={watch.isPending} onClick={() => watch.mutate()}>
            {t('watch')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** The notice on a History row of a watched vehicle with new claims: free to see, a fresh report is a new purchase. */
export function WatchChangeBadge({ newClaims }: { newClaims: number }) {
  const t = useTexts(watchesTexts);
  if (newClaims <= 0) return null;
  return (
    <Text size="xs" c="orange.8" fw={600} data-testid="watch-change-notice">
      {t('newClaim')}
    </Text>
  );
}

/** Fills the check History's row notice (a slot of checks) for watched vehicles. */
export const watchChangeNotice: HistoryRowNotice = (row) =>
  row.WatchChange && <WatchChangeBadge newClaims={row.WatchChange.NewClaims} />;
