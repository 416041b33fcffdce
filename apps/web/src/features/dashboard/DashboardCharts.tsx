import { AreaChart, BarChart } from '@mantine/charts';
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

/** The days of the range as the charts draw them: one point a day, the days along the bottom, lines across. */
function useChart(daily: TransactionSummary['daily']) {
  const t = useTexts(dashboardTexts);
  const dayLabel = dayLabeller(useLanguage());
  const series = { checks: t('checksSeries'), revenue: t('revenueSeries'), sst: t('sstSeries') };
  const data = daily.map((point) => ({
    day: dayLabel(point.date),
    [series.checks]: point.checks,
    [series.revenue]: point.revenueSen / 100,
    [series.sst]: point.taxSen / 100,
  }));
  return { series, chart: { data, dataKey: 'day', tickLine: 'y', gridAxis: 'y', role: 'img' } as const };
}

/** Checks per day of the range (recharts through Mantine), `height` high. */
export function ChecksChart({ daily, height }: { daily: TransactionSummary['daily']; height: number }) {
  const t = useTexts(dashboardTexts);
  const format = useFormat();
  const { series, chart } = useChart(daily);
  return (
    <BarChart
      {...chart}
      h={height}
      series={[{ name: series.checks, color: 'brand.6' }]}
      valueFormatter={(value) => format.number(value)}
      yAxisProps={{ allowDecimals: false, width: 40 }}
      aria-label={t('checksChart')}
    />
  );
}

/** Revenue per day of the range with its SST drawn under it, `height` high with its legend. */
export function RevenueChart({ daily, height }: { daily: TransactionSummary['daily']; height: number }) {
  const t = useTexts(dashboardTexts);
  const format = useFormat();
  const { series, chart } = useChart(daily);
  return (
    <AreaChart
      {...chart}
      h={height}
      series={[
        { name: series.revenue, color: 'teal.6' },
        { name: series.sst, color: 'orange.6' },
      ]}
      curveType="monotone"
      withDots={chart.data.length <= 31}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 24 }}
      valueFormatter={(value) => format.ringgit(Math.round(value * 100))}
      yAxisProps={{ width: 80 }}
      aria-label={t('revenueChart')}
    />
  );
}
