import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@portal/contract';
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
  /** The way out without charging (Cancel). */
  backLabel: string;
  onBack: () => void;
  /** The button that agrees to the terms and charges at once, its label saying both ("I AGREE and confirm"). */
  agreeLabel: string;
  onAgree: () => void;
  busy: boolean;
}

/** Under the terms: one press agrees and charges (walk N-24: a separate I AGREE made a third press). */
export function TermsAgreement(props: TermsAgreementProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={props.onBack} disabled={props.busy}>
        {props.backLabel}
      </Button>
      <Button onClick={props.onAgree} loading={props.busy}>
        {props.agreeLabel}
      </Button>
    </Group>
  );
}
