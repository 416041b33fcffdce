import { AreaChart, BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { dayDigits, INTL_LOCALES, type Language, type TransactionSummary } from '@portal/contract';
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

/** Checks and revenue per day of the range: a bar chart and an area chart (recharts through Mantine). */
export function DashboardCharts({ daily }: { daily: TransactionSummary['daily'] }) {
  const t = useTexts(dashboardTexts);
  const format = useFormat();
  const dayLabel = dayLabeller(useLanguage());
  const checks = t('checksSeries');
  const revenue = t('revenueSeries');
  const data = daily.map((point) => ({
    day: dayLabel(point.date),
    [checks]: point.checks,
    [revenue]: point.revenueSen / 100,
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card>
        <Stack gap="sm">
          <Text fw={700}>{t('checksChart')}</Text>
          <BarChart
            h={240}
            data={data}
            dataKey="day"
            series={[{ name: checks, color: 'brand.6' }]}
            tickLine="y"
            gridAxis="y"
            valueFormatter={(value) => format.number(value)}
            yAxisProps={{ allowDecimals: false, width: 40 }}
            role="img"
            aria-label={t('checksChart')}
          />
        </Stack>
      </Card>
      <Card>
        <Stack gap="sm">
          <Stack gap={0}>
            <Text fw={700}>{t('revenueChart')}</Text>
            <Text size="xs" c="dimmed">
              {t('revenueHint')}
            </Text>
          </Stack>
          <AreaChart
            h={222}
            data={data}
            dataKey="day"
            series={[{ name: revenue, color: 'teal.6' }]}
            curveType="monotone"
            tickLine="y"
            gridAxis="y"
            withDots={data.length <= 31}
            valueFormatter={(value) => format.ringgit(Math.round(value * 100))}
            yAxisProps={{ width: 80 }}
            role="img"
            aria-label={t('revenueChart')}
          />
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
