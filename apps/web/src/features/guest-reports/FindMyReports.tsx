import { Anchor, Text, type TextProps } from '@mantine/core';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { guestReportsTexts } from './texts';

/** "Bought a report before? Find my reports": the way back for a guest, on the landing page and the guest checkout. */
export function FindMyReports(props: TextProps) {
  const t = useTexts(guestReportsTexts);
  return (
    <Text size="sm" {...props}>
      {t('findMine')}{' '}
      <Anchor component={Link} to={paths.myReports} inherit fw={600}>
        {t('findMineLink')}
      </Anchor>
    </Text>
  );
}
