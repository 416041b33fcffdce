import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@portal/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts, useWordSpace } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { checksTexts } from './texts';

/**
 * The terms a buyer agrees to before a paid check: a summary of the Terms of Service page. For more than one check (a
 * bulk file), `intro` says what they are agreed for and `refundBefore` which button charges.
 */
export function CheckTerms({ intro, refundBefore }: { intro?: string; refundBefore?: string }) {
  const t = useTexts(checksTexts);
  const space = useWordSpace();
  return (
    <Stack gap="sm">
      <Text size="sm">{intro ?? t('termsIntro')}</Text>
      <List size="sm" spacing={8} type="ordered">
        <List.Item>
          <Text span fw={600} inherit>
            {t('termWhatTitle')}
          </Text>
          {space}
          {t('termWhat', { product: PRODUCT_NAME })}
        </List.Item>
        <List.Item>
          <Text span fw={600} inherit>
            {t('termIncompleteTitle')}
          </Text>
          {space}
          {t('termIncomplete', { coverage: t('coverage') })}
        </List.Item>
        <List.Item>
          <Text span fw={600} inherit>
            {t('termRefundTitle')}
          </Text>
          {space}
          {refundBefore ?? t('termRefundBefore')}
          {space}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit style={{ overflowWrap: 'anywhere' }}>
            {SUPPORT_EMAIL}
          </Anchor>
          {space}
          {t('termRefundAfter')}
        </List.Item>
        <List.Item>
          <Text span fw={600} inherit>
            {t('termOwnUseTitle')}
          </Text>
          {space}
          {t('termOwnUse')}
        </List.Item>
      </List>
      <Text size="xs" c="dimmed">
        {t('termsFullBefore')}
        {space}
        <Anchor href={paths.terms} target="_blank" rel="noopener" inherit>
          {t('termsFullLink')}
        </Anchor>
        {space}
        {t('termsFullAfter')}
      </Text>
    </Stack>
  );
}

interface TermsAgreementProps {
  /** Before agreeing: the way out (Back to the payment methods, or Cancel). */
  backLabel: string;
  onBack: () => void;
  /** After agreeing: Cancel, and the button that charges (Search, or Confirm for a bulk file). */
  onCancel: () => void;
  confirmLabel: string;
  onConfirm: () => void;
  busy: boolean;
}

/** Under the terms: I AGREE until agreed, then "You agreed" beside Cancel and the button that charges. */
export function TermsAgreement(props: TermsAgreementProps) {
  const t = useTexts(checksTexts);
  const [agreed, setAgreed] = useState(false);
  if (!agreed) {
    return (
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onBack}>
          {props.backLabel}
        </Button>
        <Button onClick={() => setAgreed(true)}>{t('agree')}</Button>
      </Group>
    );
  }
  return (
    <Group justify="space-between" gap="sm">
      <Group gap={6} wrap="nowrap">
        <IconCircleCheck size={20} color="var(--mantine-color-teal-7)" />
        <Text size="sm" fw={500}>
          {t('agreed')}
        </Text>
      </Group>
      <Group gap="sm" ml="auto">
        <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
          {t('cancel')}
        </Button>
        <Button onClick={props.onConfirm} loading={props.busy}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Group>
  );
}
