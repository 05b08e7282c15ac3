import { FormItem, Input } from '@blade-console/ui';

type Values = { oldPassword: string; newPassword: string; newPassword1: string };

interface NewPasswordItemsProps {
  labels: { newPassword: string; newPassword1: string };
  /** The messages: each field left empty, the two different, and (when given) the new one equal to the old. */
  messages: { newPassword: string; newPassword1: string; mismatch: string; sameAsOld?: string };
}

/**
 * The new password and its confirmation, as every password change asks for them (the personal
 * info page's and the forced change's): both required, the two equal (SPEC §5).
 */
export function NewPasswordItems({ labels, messages }: NewPasswordItemsProps) {
  const { sameAsOld } = messages;
  return (
    <>
      <FormItem<Values, 'newPassword'>
        name="newPassword"
        label={labels.newPassword}
        required={messages.newPassword}
        rules={sameAsOld ? { validate: (value, values) => value !== values.oldPassword || sameAsOld } : {}}
      >
        <Input type="password" autoComplete="new-password" />
      </FormItem>
      <FormItem<Values, 'newPassword1'>
        name="newPassword1"
        label={labels.newPassword1}
        required={messages.newPassword1}
        rules={{ validate: (value, values) => value === values.newPassword || messages.mismatch }}
      >
        <Input type="password" autoComplete="new-password" />
      </FormItem>
    </>
  );
}
