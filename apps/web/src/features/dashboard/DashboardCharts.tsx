import { AreaChart, BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
// The revenue chart's legend marks each series with a swatch; only the dashboard draws one, so its CSS comes here.
import '@mantine/core/styles/ColorSwatch.css';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { dayDigits, INTL_LOCALES, type Language, type TransactionSummary } from '@portal/contract';
import type { ReactNode } from 'react';
import { useFormat, useLanguage, useTexts } from '../../lib/i18n';
import { dashboardTexts } from './texts';

/** `2026-11-05` → `05 Nov` (`05 Nov`, `11月5日`): the day's label under a chart, in the reader's language. */
function dayLabeller(language: Language) {
  const format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    day: dayDigits(language),
    month: 'short',
    timeZone: 'UTC',
  });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

/** Checks, and revenue with its SST, per day of the range: a bar chart and an area chart (recharts through Mantine). */
export function DashboardCharts({ daily }: { daily: TransactionSummary['daily'] }) {
  const t = useTexts(dashboardTexts);
  const format = useFormat();
  const dayLabel = dayLabeller(useLanguage());
  const checks = t('checksSeries');
  const revenue = t('revenueSeries');
  const sst = t('sstSeries');
  const data = daily.map((point) => ({
    day: dayLabel(point.date),
    [checks]: point.checks,
    [revenue]: point.revenueSen / 100,
    [sst]: point.taxSen / 100,
  }));
  // Both charts: one point a day, the days along the bottom, lines across for the values; read as one picture.
  const chart = { data, dataKey: 'day', tickLine: 'y', gridAxis: 'y', role: 'img' } as const;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard title={t('checksChart')}>
        <BarChart
          {...chart}
          h={240}
          series={[{ name: checks, color: 'brand.6' }]}
          valueFormatter={(value) => format.number(value)}
          yAxisProps={{ allowDecimals: false, width: 40 }}
          aria-label={t('checksChart')}
        />
      </ChartCard>
      <ChartCard title={t('revenueChart')} hint={t('revenueHint')}>
        <AreaChart
          {...chart}
          h={222}
          // The SST drawn under the revenue that holds it.
          series={[
            { name: revenue, color: 'teal.6' },
            { name: sst, color: 'orange.6' },
          ]}
          curveType="monotone"
          withDots={data.length <= 31}
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 24 }}
          valueFormatter={(value) => format.ringgit(Math.round(value * 100))}
          yAxisProps={{ width: 80 }}
          aria-label={t('revenueChart')}
        />
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
