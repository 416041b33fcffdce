import { Box, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import type { TransactionSummary } from '@portal/contract';
import { lazy, type ReactNode, Suspense, startTransition, useCallback, useEffect, useState } from 'react';
import { useTexts } from '../../lib/i18n';
import { dashboardTexts } from './texts';

// The chart library is large: only administrators opening the dashboard download it, once the page is idle or the
// charts are in view.
const ChecksChart = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.ChecksChart })));
const RevenueChart = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.RevenueChart })));

const CHECKS_HEIGHT = 240;
/** Lower than the checks' chart by about the revenue card's hint line, so that both cards end level side by side. */
const REVENUE_HEIGHT = 222;

/**
 * True once the browser is idle after the page has started, or as soon as `inViewport`. Set in a transition: React
 * draws the charts in slices between which the page answers a tap, instead of in one long task (the two charts took
 * about 190 ms of CPU in one go on a desktop core, which Lighthouse's phone counted as blocking time).
 */
function useIdleOrSeen(inViewport: boolean) {
  const [draw, setDraw] = useState(false);
  const drawSoon = useCallback(() => startTransition(() => setDraw(true)), []);
  useEffect(() => {
    if (inViewport) drawSoon();
  }, [inViewport, drawSoon]);
  useEffect(() => {
    // Safari has no requestIdleCallback: a moment after the page's own start instead.
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(drawSoon, 1_000);
      return () => clearTimeout(timer);
    }
    const request = requestIdleCallback(drawSoon, { timeout: 3_000 });
    return () => cancelIdleCallback(request);
  }, [drawSoon]);
  return draw;
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
