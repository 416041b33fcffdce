import { LineChart } from '@mantine/charts';
import { formatDate, formatNumber, type ReportStory, storyTexts } from '@portal/contract';
import { useLanguage, useTexts } from '../../lib/i18n';

type Reading = ReportStory['Mileage']['Readings'][number];

/**
 * The recorded readings as a line over time (recharts through Mantine), a fall drawn as it is: the table under it
 * holds the same figures and the claims whose mileage was not recorded.
 */
export function MileageChart({ readings, height }: { readings: Reading[]; height: number }) {
  const t = useTexts(storyTexts);
  const language = useLanguage();
  const series = t('mileageReading');
  const data = readings.map((reading) => ({
    day: formatDate(reading.AccidentLossDate, language),
    [series]: reading.Km,
  }));
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="day"
      series={[{ name: series, color: 'brand.6' }]}
      curveType="linear"
      tickLine="y"
      gridAxis="y"
      valueFormatter={(value) => formatNumber(value, language)}
      yAxisProps={{ width: 64 }}
      role="img"
      aria-label={t('mileageChartLabel')}
    />
  );
}
