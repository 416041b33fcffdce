import { Anchor, List, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@portal/contract';
import { paths } from '../../app/paths';
import { coverageStatement } from '../info/coverage';

/** The terms a buyer agrees to before a paid check: a summary of the Terms of Service page. */
export function CheckTerms() {
  return (
    <Stack gap="sm">
      <Text size="sm">By pressing I AGREE you accept these terms for this check:</Text>
      <List size="sm" spacing={8} type="ordered">
        <List.Item>
          <Text span fw={600} inherit>
            What you buy.
          </Text>{' '}
          A report of the insurance accident claims recorded for this vehicle in {PRODUCT_NAME}'s records, with its
          vehicle details, market value and standard equipment where we hold them. It is not an inspection and says
          nothing about the vehicle's present condition.
        </List.Item>
        <List.Item>
          <Text span fw={600} inherit>
            The data may be incomplete.
          </Text>{' '}
          {coverageStatement} Accidents repaired without an insurance claim do not appear.
        </List.Item>
        <List.Item>
          <Text span fw={600} inherit>
            No refund once shown.
          </Text>{' '}
          The charge is taken when you press Search, and a report that has been shown cannot be returned. If you were
          charged twice, or charged without getting a report, write to{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit>
            {SUPPORT_EMAIL}
          </Anchor>{' '}
          within 30 days.
        </List.Item>
        <List.Item>
          <Text span fw={600} inherit>
            For your own use.
          </Text>{' '}
          Use the report to decide about this vehicle; you may show it to the other party to its sale. Do not resell or
          publish it.
        </List.Item>
      </List>
      <Text size="xs" c="dimmed">
        The full{' '}
        <Anchor href={paths.terms} target="_blank" rel="noopener" inherit>
          Terms of Service
        </Anchor>{' '}
        apply.
      </Text>
    </Stack>
  );
}
