import { Anchor, List, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@portal/contract';
import { useTexts } from '../../app/i18n';
import { paths } from '../../app/paths';
import { checksTexts } from './texts';

/**
 * The terms a buyer agrees to before a paid check: a summary of the Terms of Service page. For more than one check (a
 * bulk file), `intro` says what they are agreed for and `refundBefore` which button charges.
 */
export function CheckTerms({ intro, refundBefore }: { intro?: string; refundBefore?: string }) {
  const t = useTexts(checksTexts);
  return (
    <Stack gap="sm">
      <Text size="sm">{intro ?? t('termsIntro')}</Text>
      <List size="sm" spacing={8} type="ordered">
        <List.Item>
          <Text span fw={600} inherit>
            {t('termWhatTitle')}
          </Text>{' '}
          {t('termWhat', { product: PRODUCT_NAME })}
        </List.Item>
        <List.Item>
          <Text span fw={600} inherit>
            {t('termIncompleteTitle')}
          </Text>{' '}
          {t('termIncomplete', { coverage: t('coverage') })}
        </List.Item>
        <List.Item>
          <Text span fw={600} inherit>
            {t('termRefundTitle')}
          </Text>{' '}
          {refundBefore ?? t('termRefundBefore')}{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit style={{ overflowWrap: 'anywhere' }}>
            {SUPPORT_EMAIL}
          </Anchor>{' '}
          {t('termRefundAfter')}
        </List.Item>
        <List.Item>
          <Text span fw={600} inherit>
            {t('termOwnUseTitle')}
          </Text>{' '}
          {t('termOwnUse')}
        </List.Item>
      </List>
      <Text size="xs" c="dimmed">
        {t('termsFullBefore')}{' '}
        <Anchor href={paths.terms} target="_blank" rel="noopener" inherit>
          {t('termsFullLink')}
        </Anchor>{' '}
        {t('termsFullAfter')}
      </Text>
    </Stack>
  );
}
