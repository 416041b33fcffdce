import { Box, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import type { TransactionSummary } from '@portal/contract';
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { useTexts } from '../../lib/i18n';
import { dashboardTexts } from './texts';

// The chart library is large: only administrators opening the dashboard download it, once the page is idle or the
// charts are in view.
const ChecksChart = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.ChecksChart })));
const RevenueChart = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.RevenueChart })));

const CHECKS_HEIGHT = 240;
/** Lower than the checks' chart by about the revenue card's hint line, so that both cards end level side by side. */
const REVENUE_HEIGHT = 222;

/** Runs `work` when the browser is next idle (Safari has no requestIdleCallback: a moment later instead). */
function whenIdle(work: () => void) {
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(work, 1_000);
    return () => clearTimeout(timer);
  }
  const request = requestIdleCallback(work, { timeout: 3_000 });
  return () => cancelIdleCallback(request);
}

/**
 * How many of the charts to draw: the first once the browser is idle after the page has started (at once when
 * `inViewport`), the second when it is idle again. Each is drawn as a transition, in slices that let a tap through,
 * so that neither is one long task.
 */
function useChartsDrawn(inViewport: boolean) {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn >= 2) return;
    const next = () => startTransition(() => setDrawn((count) => Math.max(count, drawn + 1)));
    if (drawn === 0 && inViewport) {
      next();
      return;
    }
    return whenIdle(next);
  }, [drawn, inViewport]);
  return drawn;
}

/**
 * The charts' cards, drawn with the page at their final size: the titles at once, each chart's room kept empty (its
 * exact height) until the chart is drawn, so that nothing below moves when it comes.
 */
export function DashboardChartCards({ daily }: { daily: TransactionSummary['daily'] }) {
  const t = useTexts(dashboardTexts);
  const { ref, inViewport } = useInViewport();
  const drawn = useChartsDrawn(inViewport);
  const room = (height: number, chart: ReactNode, order: number) => (
    <Box h={height}>{drawn >= order ? <Suspense fallback={null}>{chart}</Suspense> : null}</Box>
  );
  return (
    <SimpleGrid ref={ref} cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard title={t('checksChart')}>
        {room(CHECKS_HEIGHT, <ChecksChart daily={daily} height={CHECKS_HEIGHT} />, 1)}
      </ChartCard>
      <ChartCard title={t('revenueChart')} hint={t('revenueHint')}>
        {room(REVENUE_HEIGHT, <RevenueChart daily={daily} height={REVENUE_HEIGHT} />, 2)}
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
