import { Button, Group } from '@mantine/core';
import { IconCarCrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { Page } from '../../ui/Page';
import { History } from '../checks/History';
import { watchChangeNotice } from '../watches/WatchButton';
import { homeTexts } from './texts';

/** The logged-in user's home: past checks, each opening its report. */
export function CheckHistory() {
  const t = useTexts(homeTexts);
  return (
    <Page title={t('historyTitle')}>
      <Group>
        <Button component={Link} to={paths.checkVehicle} leftSection={<IconCarCrash size={18} />}>
          {t('checkVehicle')}
        </Button>
      </Group>
      <History rowNotice={watchChangeNotice} />
    </Page>
  );
}
