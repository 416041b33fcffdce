import { Button, Card, Group, Text } from '@mantine/core';
import { IconCarCrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Page } from '../../ui/Page';

/** The logged-in user's home; the vehicle check release fills it with past checks. */
export function CheckHistory() {
  return (
    <Page title="Check History">
      <Card>
        <Group justify="space-between" gap="md">
          <Text>Your past vehicle checks will be listed here with the vehicle check release.</Text>
          <Button component={Link} to={paths.checkVehicle} leftSection={<IconCarCrash size={18} />}>
            Check Vehicle
          </Button>
        </Group>
      </Card>
    </Page>
  );
}
