import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { WatchRow } from '@portal/contract';
import { IconAlertTriangle, IconEyeOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, serverLoader } from '../../lib/page-data';
import { ofLoggedInUsers } from '../../lib/page-questions';
import { ListState } from '../../ui/ListState';
import { Page } from '../../ui/Page';
import { UnstyledList } from '../../ui/UnstyledList';
import { reportPath } from '../checks/api';
import { freshReportPath, refreshWatches, stopWatching, watchesQuery } from './api';
import { watchesTexts } from './texts';

const watchlistQueries = ofLoggedInUsers(() => [watchesQuery()]);
export const loader = serverLoader(watchlistQueries);
export const clientLoader = browserLoader(watchlistQueries);

/** /account/watchlist: the vehicles the caller watches, whether a new claim was recorded for each, and Stop watching. */
export function WatchlistPage() {
  const t = useTexts(watchesTexts);
  const list = useQuery(watchesQuery());
  const rows = list.data ?? [];
  return (
    <Page title={t('title')} description={t('description')}>
      <ListState list={list} isEmpty={rows.length === 0} emptyText={t('empty')}>
        <UnstyledList gap="sm" aria-label={t('listLabel')} data-testid="watchlist">
          {rows.map((row) => (
            <li key={row.Id}>
              <WatchCard row={row} />
            </li>
          ))}
        </UnstyledList>
      </ListState>
    </Page>
  );
}

function WatchCard({ row }: { row: WatchRow }) {
  const t = useTexts(watchesTexts);
  const format = useFormat();
  const queryClient = useQueryClient();
  const stop = useMutation({
    mutationFn: () => stopWatching(row.Id),
    onSuccess: () => refreshWatches(queryClient),
  });
  const vehicle = row.VehicleRegistrationNo ?? row.VehChassis;
  const model = [row.Make, row.Model].filter(Boolean).join(' ');
  return (
    <Card p={{ base: 'sm', sm: 'lg' }} data-testid="watch-row">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} miw={0}>
            <Text ff="monospace" fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {vehicle}
            </Text>
            {model && <Text fw={600}>{model}</Text>}
            {row.VehicleRegistrationNo && (
              <Text ff="monospace" size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {row.VehChassis}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {t('watchedSince', { date: format.date(row.WatchedSince) })}
            </Text>
          </Stack>
          {row.NewClaims === 0 && (
            <Badge color="teal" variant="light" radius="sm" tt="none">
              {t('noChange')}
            </Badge>
          )}
        </Group>
        {row.NewClaims > 0 && row.ChangedAt && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="sm" data-testid="watch-change">
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('newClaim')}
              </Text>
              <Text size="sm">
                {t('newClaimsCount', { number: format.number(row.NewClaims), date: format.date(row.ChangedAt) })}
              </Text>
            </Stack>
          </Alert>
        )}
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Group gap="md">
            <Anchor component={Link} to={reportPath(row.Unikey)} size="sm" fw={600}>
              {t('openReport')}
            </Anchor>
            {row.NewClaims > 0 && (
              <Anchor component={Link} to={freshReportPath(row.VehChassis)} size="sm" fw={600}>
                {t('freshReport')}
              </Anchor>
            )}
          </Group>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconEyeOff size={16} />}
            loading={stop.isPending}
            onClick={() => stop.mutate()}
            aria-label={t('stopVehicle', { vehicle })}
          >
            {t('stop')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export default WatchlistPage;
