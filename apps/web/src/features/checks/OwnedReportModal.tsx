import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { OwnedReport } from '@portal/contract';
import { IconFileSearch, IconShoppingCart } from '@tabler/icons-react';
import { useFormat, useTexts } from '../../lib/i18n';
import { checksTexts } from './texts';

/** A report of the searched vehicle the searcher already holds, and the search that found it. */
export interface Owned {
  report: OwnedReport;
  unikey: string;
  searched: string;
}

interface OwnedReportModalProps {
  owned: Owned;
  onClose: () => void;
  onView: () => void;
  onBuyFresh: () => void;
}

/** "You already have this report": open it at no charge, or knowingly buy a fresh one. */
export function OwnedReportModal({ owned, onClose, onView, onBuyFresh }: OwnedReportModalProps) {
  const { report, searched } = owned;
  const t = useTexts(checksTexts);
  const format = useFormat();
  return (
    <Modal opened onClose={onClose} title={t('ownedTitle')} centered size="lg">
      <Stack gap="md">
        <Text>{t('ownedIntro', { vehicle: searched })}</Text>
        {report.ReferenceID && (
          <Text size="sm" c="dimmed">
            {t('ownedReference', { reference: report.ReferenceID, date: format.date(report.PaidDate) })}
          </Text>
        )}
        <Button size="md" leftSection={<IconFileSearch size={18} />} onClick={onView} data-autofocus>
          {t('viewReport')}
        </Button>
        <Stack gap={4}>
          <Group justify="space-between" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button variant="subtle" leftSection={<IconShoppingCart size={18} />} onClick={onBuyFresh}>
              {t('buyFresh')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('buyFreshNote')}
          </Text>
        </Stack>
      </Stack>
    </Modal>
  );
}
