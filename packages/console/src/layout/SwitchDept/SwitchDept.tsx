import { type DialogOpenProps, Form, FormDialog, message, useBusy, useForm } from '@blade-console/ui';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { client } from '../../session/client';
import { useSession } from '../../session/session';
import { refreshSession } from '../../session/tokenRefresh';
import { DeptRoleFields } from './DeptRoleFields';
import type { SwitchDeptValues } from './switchOptions';
import { type LoadSwitchChoices, useSwitchChoices } from './useSwitchChoices';

export type SwitchDeptProps = DialogOpenProps;

const EMPTY: SwitchDeptValues = { deptId: '', roleId: '' };

const loadWithSession: LoadSwitchChoices = (userId) =>
  Promise.all([client.system.dept.select(userId), client.system.role.select(userId)]);

/**
 * Switch department and role (SPEC §3 "Switch-department form", §4 "Token refresh", §5): the
 * user's departments and roles; OK refreshes the token for the chosen pair, then goes to /.
 */
export function SwitchDept(dialog: SwitchDeptProps) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { user } = useSession();
  const formId = useId();
  const form = useForm<SwitchDeptValues>({ mode: 'onTouched', defaultValues: EMPTY });
  const choices = useSwitchChoices(dialog.open, user, loadWithSession);
  const [saving, run] = useBusy();

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset per opening and per load only.
  useEffect(() => {
    form.reset(choices.initial ?? EMPTY);
  }, [dialog.open, choices.initial]);

  async function submit(values: SwitchDeptValues) {
    // A failure: the SDK has reported it; the dialog stays open with the choice.
    await run(async () => {
      // The same path as the timer's refresh: under the tabs' lock, and a refusal ends the session.
      await refreshSession({ deptId: values.deptId, roleId: values.roleId });
      message.success(t('switchDept.done'));
      dialog.onOpenChange(false);
      navigate('/');
    });
  }

  return (
    <FormDialog
      {...dialog}
      title={t('switchDept.title')}
      width={500}
      cancel={t('switchDept.cancel')}
      form={formId}
      confirm={t('switchDept.ok')}
      loading={saving}
      disabled={choices.loading}
    >
      <Form form={form} onSubmit={submit} layout="horizontal" labelWidth="90px" id={formId}>
        <DeptRoleFields {...choices} />
      </Form>
    </FormDialog>
  );
}
