import { Button, Dialog, DialogClose, Form, FormItem, message, Select, useForm } from '@blade-console/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { client } from '../../session/client';
import { refreshSessionSnapshot, useSession } from '../../session/session';
import {
  deptOptions,
  initialSwitchValues,
  roleOptions,
  type SwitchDeptValues,
  type SwitchOption,
} from './switchOptions';

export interface SwitchDeptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const EMPTY: SwitchDeptValues = { deptId: '', roleId: '' };

/**
 * Switch department and role (SPEC §3 "Switch-department form", §4 "Token refresh", §5): the
 * user's departments and roles; OK refreshes the token for the chosen pair, then goes to /.
 */
export function SwitchDept({ open, onOpenChange }: SwitchDeptProps) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { user } = useSession();
  const formId = useId();
  const form = useForm<SwitchDeptValues>({ mode: 'onTouched', defaultValues: EMPTY });
  const [depts, setDepts] = useState<SwitchOption[]>([]);
  const [roles, setRoles] = useState<SwitchOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const userId = user?.user_id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per opening, for that user.
  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    form.reset(EMPTY);
    Promise.all([client.system.dept.select(userId), client.system.role.select(userId)])
      .then(([deptRows, roleRows]) => {
        if (!live) return;
        const nextDepts = deptOptions(deptRows);
        const nextRoles = roleOptions(roleRows);
        setDepts(nextDepts);
        setRoles(nextRoles);
        form.reset(initialSwitchValues(user, nextDepts, nextRoles));
      })
      .catch(() => {
        // The SDK's error toast has said why; the lists stay empty.
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [open, userId]);

  async function submit(values: SwitchDeptValues) {
    setSaving(true);
    try {
      await client.session.refresh({ deptId: values.deptId, roleId: values.roleId });
      refreshSessionSnapshot();
      message.success(t('switchDept.done'));
      onOpenChange(false);
      navigate('/');
    } catch {
      // The SDK reported the failure; the dialog stays open with the choice.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('switchDept.title')}
      width={500}
      closeOnOverlayClick={false}
      footer={
        <>
          <DialogClose asChild>
            <Button>{t('switchDept.cancel')}</Button>
          </DialogClose>
          <Button variant="primary" type="submit" form={formId} loading={saving} disabled={loading}>
            {t('switchDept.ok')}
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={submit} layout="horizontal" labelWidth="90px" id={formId}>
        <FormItem name="deptId" label={t('switchDept.deptId')} required={t('switchDept.rules.deptId')}>
          <Select<string>
            options={depts}
            loading={loading}
            placeholder={t('switchDept.deptPlaceholder')}
            fullWidth
          />
        </FormItem>
        <FormItem name="roleId" label={t('switchDept.roleId')} required={t('switchDept.rules.roleId')}>
          <Select<string>
            options={roles}
            loading={loading}
            placeholder={t('switchDept.rolePlaceholder')}
            fullWidth
          />
        </FormItem>
      </Form>
    </Dialog>
  );
}
