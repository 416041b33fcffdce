import { Alert, Box, Card, List, Stack, Table, Text, Title } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import {
  type CheckResult,
  formatDate,
  inspectAdvice,
  inspectAreaName,
  inspectGroups,
  inspectLine,
  kilometres,
  MALAYSIAN_AVERAGE_KM_PER_YEAR,
  type ReportStory,
  recordedWords,
  reportSummary,
  storyTexts,
} from '@portal/contract';
import { IconAlertOctagon, IconGauge } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLanguage, useTexts } from '../../lib/i18n';

// The chart library is large: it loads once the report is drawn and the chart is in view (the table says it all
// before, and on paper).
const MileageChart = lazy(() => import('./MileageChart').then((module) => ({ default: module.MileageChart })));
const CHART_HEIGHT = 180;

/** The report's one sentence: claims, the worst, written off or not, the mileage (reports sold before: the claims). */
export function StorySummary({ result }: { result: CheckResult }) {
  const language = useLanguage();
  return (
    <Text fw={600} data-testid="report-summary">
      {reportSummary(result, language)}
    </Text>
  );
}

/** The write-off in red under the summary: when, why in the claim's own words, and what to ask the seller. */
export function WrittenOffAlert({ story }: { story: ReportStory }) {
  const t = useTexts(storyTexts);
  const language = useLanguage();
  const writeOff = story.WrittenOff;
  if (!writeOff) return null;
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconAlertOctagon />}
      title={t('writtenOffTitle')}
      data-testid="written-off"
    >
      {t('writtenOffText', {
        date: formatDate(writeOff.AccidentLossDate, language),
        reason: t(`reason.${writeOff.Reason}`),
        recorded: recordedWords(writeOff.Recorded, language),
      })}
    </Alert>
  );
}

function StorySection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card p={{ base: 'md', sm: 'xl' }} className="chk-card chk-story" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} fz="xl">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** True from the first time the element is in view (never while the server draws the page). */
function useSeenOnce() {
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  return { ref, seen };
}

/**
 * Mileage over time: a chart (once in view) and the table of every claim's reading, a missing one as not recorded;
 * then a rollback warning or an unusual-use note.
 */
export function MileageSection({ story }: { story: ReportStory }) {
  const t = useTexts(storyTexts);
  const language = useLanguage();
  const { ref, seen } = useSeenOnce();
  const { Readings: readings, Rollbacks: rollbacks, UnusualUse: unusual } = story.Mileage;
  const recorded = readings.filter((reading) => reading.Km !== null);
  const date = (day: string) => formatDate(day, language);
  return (
    <StorySection title={t('mileageTitle')} testId="mileage">
      {rollbacks.map((rollback) => (
        <Alert
          key={`${rollback.FromDate}-${rollback.ToDate}`}
          color="red"
          variant="light"
          icon={<IconGauge />}
          title={t('rollbackTitle')}
          data-testid="mileage-rollback"
        >
          {t('rollbackText', {
            fromDate: date(rollback.FromDate),
            fromKm: kilometres(rollback.FromKm, language),
            toDate: date(rollback.ToDate),
            toKm: kilometres(rollback.ToKm, language),
          })}
        </Alert>
      ))}
      {unusual && (
        <Alert color="orange" variant="light" icon={<IconGauge />} title={t('unusualUseTitle')}>
          {t('unusualUseText', {
            km: kilometres(unusual.KmPerYear, language),
            fromDate: date(unusual.FromDate),
            toDate: date(unusual.ToDate),
            average: kilometres(MALAYSIAN_AVERAGE_KM_PER_YEAR, language),
          })}
        </Alert>
      )}
      {recorded.length === 0 ? (
        <Text c="dimmed">{t('mileageNoReadings')}</Text>
      ) : (
        <>
          {recorded.length > 1 && (
            <Box ref={ref} h={CHART_HEIGHT} className="no-print" data-testid="mileage-chart">
              {seen ? (
                <Suspense fallback={null}>
                  <MileageChart readings={recorded} height={CHART_HEIGHT} />
                </Suspense>
              ) : null}
            </Box>
          )}
          <Table striped withRowBorders={false} verticalSpacing={4} data-testid="mileage-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accidentDate')}</Table.Th>
                <Table.Th ta="right">{t('mileageReading')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {readings.map((reading, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a frozen list, never reordered; two claims may share a day
                <Table.Tr key={index}>
                  <Table.Td>{date(reading.AccidentLossDate)}</Table.Td>
                  <Table.Td ta="right" c={reading.Km === null ? 'dimmed' : undefined}>
                    {reading.Km === null ? t('mileageNotRecorded') : kilometres(reading.Km, language)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </StorySection>
  );
}

/** What to inspect before buying: by area of the car, worst and newest first, each with what to look for. */
export function InspectSection({ story }: { story: ReportStory }) {
  const t = useTexts(storyTexts);
  const language = useLanguage();
  const groups = inspectGroups(story.Inspect);
  return (
    <StorySection title={t('inspectTitle')} testId="inspect">
      {groups.length === 0 ? (
        <Text c="dimmed">{t('inspectNone')}</Text>
      ) : (
        <Stack gap="sm" className="chk-inspect">
          {groups.map((group) => (
            <Box key={group.area} data-testid={`inspect-${group.area}`}>
              <Text fw={700}>{inspectAreaName(group.area, language)}</Text>
              <List size="sm" spacing={2} withPadding>
                {group.lines.map((line) => (
                  <List.Item key={`${line.AccidentLossDate}-${line.Parts.join()}`}>
                    {inspectLine(line, language)}
                  </List.Item>
                ))}
              </List>
              <Text size="sm" c="dimmed">
                {inspectAdvice(group.area, language)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </StorySection>
  );
}
