import { Box, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import type { TransactionSummary } from '@portal/contract';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTexts } from '../../lib/i18n';
import { dashboardTexts } from './texts';

// The chart library is large: only administrators opening the dashboard download it, once the page is idle or the
// charts are in view.
const ChecksChart = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.ChecksChart })));
const RevenueChart = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.RevenueChart })));

const CHECKS_HEIGHT = 240;
/** Lower than the checks' chart by about the revenue card's hint line, so that both cards end level side by side. */
const REVENUE_HEIGHT = 222;

/** True once the browser is idle after the page has started, or as soon as `inViewport`. */
function useIdleOrSeen(inViewport: boolean) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a moment after the page's own start instead.
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(() => setIdle(true), 1_000);
      return () => clearTimeout(timer);
    }
    const request = requestIdleCallback(() => setIdle(true), { timeout: 3_000 });
    return () => cancelIdleCallback(request);
  }, []);
  return idle || inViewport;
}

/**
 * The charts' cards, drawn with the page at their final size: the titles at once, each chart's room kept empty (its
 * exact height) until the chart is drawn, so that nothing below moves when it comes.
 */
export function DashboardChartCards({ daily }: { daily: TransactionSummary['daily'] }) {
  const t = useTexts(dashboardTexts);
  const { ref, inViewport } = useInViewport();
  const draw = useIdleOrSeen(inViewport);
  const room = (height: number, chart: ReactNode) => (
    <Box h={height}>{draw ? <Suspense fallback={null}>{chart}</Suspense> : null}</Box>
  );
  return (
    <SimpleGrid ref={ref} cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard title={t('checksChart')}>
        {room(CHECKS_HEIGHT, <ChecksChart daily={daily} height={CHECKS_HEIGHT} />)}
      </ChartCard>
      <ChartCard title={t('revenueChart')} hint={t('revenueHint')}>
        {room(REVENUE_HEIGHT, <RevenueChart daily={daily} height={REVENUE_HEIGHT} />)}
      </ChartCard>
    </SimpleGrid>
  );
}

function ChartCard({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const heading = <Text fw={700}>{title}</Text>;
  return (
    <Card>
      <Stack gap="sm">
        {hint ? (
          <Stack gap={0}>
            {heading}
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </Stack>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Card>
  );
}
