import { AreaChart, BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate, formatRinggit, type TransactionSummary } from '@portal/contract';
import { dashboardText } from './text';

/** `2026-11-05` → `05 Nov`: the day's label under a chart. */
const dayLabel = (day: string) => formatDate(day).slice(0, 6);

/** Checks and revenue per day of the range: a bar chart and an area chart (recharts through Mantine). */
export function DashboardCharts({ daily }: { daily: TransactionSummary['daily'] }) {
  const data = daily.map((point) => ({
    day: dayLabel(point.date),
    [dashboardText.checksSeries]: point.checks,
    [dashboardText.revenueSeries]: point.revenueSen / 100,
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card>
        <Stack gap="sm">
          <Text fw={700}>{dashboardText.checksChart}</Text>
          <BarChart
            h={240}
            data={data}
            dataKey="day"
            series={[{ name: dashboardText.checksSeries, color: 'brand.6' }]}
            tickLine="y"
            gridAxis="y"
            yAxisProps={{ allowDecimals: false, width: 40 }}
            role="img"
            aria-label={dashboardText.checksChart}
          />
        </Stack>
      </Card>
      <Card>
        <Stack gap="sm">
          <Stack gap={0}>
            <Text fw={700}>{dashboardText.revenueChart}</Text>
            <Text size="xs" c="dimmed">
              {dashboardText.revenueHint}
            </Text>
          </Stack>
          <AreaChart
            h={222}
            data={data}
            dataKey="day"
            series={[{ name: dashboardText.revenueSeries, color: 'teal.6' }]}
            curveType="monotone"
            tickLine="y"
            gridAxis="y"
            withDots={data.length <= 31}
            valueFormatter={(value) => formatRinggit(Math.round(value * 100))}
            yAxisProps={{ width: 80 }}
            role="img"
            aria-label={dashboardText.revenueChart}
          />
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
