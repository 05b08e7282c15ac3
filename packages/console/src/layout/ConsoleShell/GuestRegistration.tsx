import { BladeApiError } from '@blade-console/blade-client';
import { RegisterGuestDialog, type RegisterGuestResult } from '@blade-console/ui';
import { useEffect, useState } from 'react';
import { website } from '../../config';
import { client } from '../../session/client';
import { useSession } from '../../session/session';
import { useTenantFromDomain } from '../../session/useTenantFromDomain';

/** SPEC §6: a third-party (guest) user with no user id, or a negative one. */
export function isGuest(user: { oauth_id?: string; user_id?: string | number } | undefined): boolean {
  if (!user?.oauth_id) return false;
  const id = Number(user.user_id);
  return !user.user_id || Number.isNaN(id) || id < 0;
}

/** Opens the guest registration dialog for such a user, and sends it with `register-guest`. */
export function GuestRegistration() {
  const { user } = useSession();
  const guest = isGuest(user);
  const [open, setOpen] = useState(guest);
  useEffect(() => setOpen(guest), [guest]);
  // SPEC §5: the tenant field is shown only when the site address does not tell the tenant.
  const domainTenant = useTenantFromDomain(guest && website.tenantMode);
  if (!guest) return null;

  async function register(values: { tenantId: string; name: string; account: string; password: string }) {
    try {
      await client.auth.registerGuest({
        tenantId: values.tenantId.trim(),
        name: values.name.trim(),
        account: values.account.trim(),
        password: values.password,
        oauthId: String(user?.oauth_id ?? ''),
      });
      return { success: true } satisfies RegisterGuestResult;
    } catch (error) {
      // A refusal carries the server's msg; anything else (network) only ends the loading.
      if (error instanceof BladeApiError)
        return { success: false, msg: error.msg } satisfies RegisterGuestResult;
      throw error;
    }
  }

  return (
    <RegisterGuestDialog
      // The tenant found from the address arrives after the dialog opened: start it again with it.
      key={domainTenant ?? ''}
      open={open}
      onOpenChange={setOpen}
      showTenantId={website.tenantMode && !domainTenant}
      defaultValues={{
        tenantId: domainTenant ?? user?.tenant_id ?? website.defaultTenantId,
        name: user?.nick_name ?? '',
      }}
      onRegister={register}
    />
  );
}
