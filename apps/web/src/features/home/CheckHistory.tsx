import { Button, Group } from '@mantine/core';
import { IconCarCrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Page } from '../../ui/Page';
import { History } from '../checks/History';

/** The logged-in user's home: past checks, each opening its report. */
export function CheckHistory() {
  return (
    <Page title="Check History">
      <Group>
        <Button component={Link} to={paths.checkVehicle} leftSection={<IconCarCrash size={18} />}>
          Check Vehicle
        </Button>
      </Group>
      <History />
    </Page>
  );
}
