import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { OwnedReport } from '@portal/contract';
import { IconFileSearch, IconShoppingCart } from '@tabler/icons-react';
import { type ReactNode, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCloseOnLoginPrompt } from '../../lib/api-problems';
import { useFormat, useTexts } from '../../lib/i18n';
import { reportPath } from './api';
import { checksTexts } from './texts';

/** A report of the searched vehicle the searcher already holds, and the search that found it. */
interface Owned {
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

/**
 * What a search page does with a vehicle it found: offer the report the searcher already holds (m17), or start paying.
 * `proceed` takes the search's answer; `modal` is the offer, drawn by the page while it is open.
 */
export function useFoundVehicle(payment: { start: (unikey: string, searched: string) => void }): {
  proceed: (answer: { Unikey: string; OwnedReport: OwnedReport | null }, searched: string) => void;
  modal: ReactNode;
} {
  const navigate = useNavigate();
  const [owned, setOwned] = useState<Owned | null>(null);
  const close = useCallback(() => setOwned(null), []);
  useCloseOnLoginPrompt(close);
  const proceed = (answer: { Unikey: string; OwnedReport: OwnedReport | null }, searched: string) => {
    if (answer.OwnedReport) setOwned({ report: answer.OwnedReport, unikey: answer.Unikey, searched });
    else payment.start(answer.Unikey, searched);
  };
  const modal = owned && (
    <OwnedReportModal
      owned={owned}
      onClose={close}
      onView={() => navigate(reportPath(owned.report.Unikey))}
      onBuyFresh={() => {
        close();
        payment.start(owned.unikey, owned.searched);
      }}
    />
  );
  return { proceed, modal };
}

/** "You already have this report": open it at no charge, or knowingly buy a fresh one. */
function OwnedReportModal({ owned, onClose, onView, onBuyFresh }: OwnedReportModalProps) {
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
