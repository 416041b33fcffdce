import { Card } from '@mantine/core';
import { useTexts } from '../../lib/i18n';
import { Page } from '../../ui/Page';
import { History } from '../checks/History';
import { watchChangeNotice } from '../watches/WatchButton';
import { QuickCheck } from './QuickCheck';
import { homeTexts } from './texts';

/** The logged-in user's home: the box that starts a check, and past checks, each opening its report. */
export function CheckHistory() {
  const t = useTexts(homeTexts);
  return (
    <Page title={t('historyTitle')}>
      <Card p={{ base: 'md', sm: 'lg' }} maw={640}>
        <QuickCheck />
      </Card>
      <History rowNotice={watchChangeNotice} />
    </Page>
  );
}
