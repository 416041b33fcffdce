import { Anchor, Checkbox } from '@mantine/core';
import type { PayerAnswer } from '@portal/contract';
import { Link } from 'react-router';
import { useTexts } from '../lib/i18n';
import { paths } from '../lib/paths';
import { uiTexts } from './texts';

/** The TIN and MyKad number an individual's e-invoice would name (both null: neither is on the account yet). */
export type EinvoiceIds = NonNullable<PayerAnswer['Einvoice']>;

interface EinvoiceRequestProps {
  ids: EinvoiceIds;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Called as the link to Account Settings is followed (a sheet closes). */
  onLeave?: () => void;
}

/**
 * "I need an e-invoice" for an individual's purchase (docs/decisions/0066-e-invoices-for-reversals-and-individuals.md): ticked, the sale gets an e-invoice of its
 * own in their name, by the TIN (else the MyKad number) on their account; with neither there, it cannot be ticked and
 * says where to add one.
 */
export function EinvoiceRequest({ ids, checked, onChange, onLeave }: EinvoiceRequestProps) {
  const t = useTexts(uiTexts);
  const missing = ids.Tin === null && ids.MyKad === null;
  const description = missing ? (
    <>
      {t('einvoiceNeedsId')}{' '}
      <Anchor component={Link} to={paths.accountSettings} size="xs" fw={600} onClick={onLeave}>
        {t('einvoiceAddId')}
      </Anchor>
    </>
  ) : ids.Tin !== null ? (
    t('einvoiceForTin', { tin: ids.Tin })
  ) : (
    t('einvoiceForMykad', { last: (ids.MyKad ?? '').slice(-4) })
  );
  return (
    <Checkbox
      checked={checked && !missing}
      disabled={missing}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={t('einvoiceRequest')}
      description={description}
    />
  );
}
