import { Button, Modal, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CREDIT_ADJUSTMENT_MAX,
  type CreditAdjustment,
  creditAdjustment,
  LIMITS,
  TRANSACTION_DESCRIPTION_MAX,
} from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useFormat, useTexts } from '../../lib/i18n';
import { ModalActions } from '../../ui/FormModal';
import { useFormSave } from '../../ui/form-save';
import { notify } from '../../ui/notices';
import { contractResolver } from '../../ui/rules';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { refreshTransactions, saveCreditAdjustment } from './api';
import { transactionsTexts } from './texts';

const fields = ['Email', 'Credit', 'Description'] as const;

/** An administrator adds (+) or takes (−) credit from an account, named by its e-mail, with a reason. */
export function CreditAdjustmentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTexts(transactionsTexts);
  const format = useFormat();
  const queryClient = useQueryClient();
  const form = useForm<CreditAdjustment>({
    initialValues: { Email: '', Credit: '', Description: '' },
    validate: contractResolver(creditAdjustment),
  });
  const close = () => {
    form.reset();
    save.reset();
    onClose();
  };
  const save = useFormSave(
    form,
    (values) =>
      saveCreditAdjustment({
        Email: values.Email.trim(),
        Credit: values.Credit,
        Description: values.Description.trim(),
      }),
    (answer) => {
      notify({
        color: 'teal',
        message: t('adjusted', {
          message: answer.Message,
          documentNo: answer.item.DocumentNo,
          balance: answer.item.CreditBalance === null ? '-' : format.number(answer.item.CreditBalance),
        }),
      });
      void refreshTransactions(queryClient);
      close();
    },
  );
  return (
    <Modal opened={opened} onClose={close} title={t('creditAdjustment')} centered>
      <form noValidate onSubmit={save.submit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('adjustmentIntro')}
          </Text>
          <ServerErrorAlert error={save.error} fields={fields} />
          <TextInput
            label={t('accountEmail')}
            required
            inputMode="email"
            maxLength={LIMITS.email}
            data-autofocus
            {...form.getInputProps('Email')}
          />
          <NumberInput
            label={t('credit')}
            description={t('creditHint')}
            required
            allowDecimal={false}
            min={-CREDIT_ADJUSTMENT_MAX}
            max={CREDIT_ADJUSTMENT_MAX}
            clampBehavior="none"
            {...form.getInputProps('Credit')}
          />
          <Textarea
            label={t('description')}
            required
            autosize
            minRows={2}
            maxLength={TRANSACTION_DESCRIPTION_MAX}
            {...form.getInputProps('Description')}
          />
          <ModalActions justify="flex-end" onCancel={close}>
            <Button type="submit" loading={save.isPending}>
              {t('submit')}
            </Button>
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
