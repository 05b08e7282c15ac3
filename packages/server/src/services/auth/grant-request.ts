import type { Identity } from '../../auth/token-service';

// Its own module: the grants import the grant kinds (phone, social), which take this shape.

/** A token request, in the dialect's words already mapped to one shape. */
export interface GrantRequest {
  /** The `Authorization: Basic …` header: the client (blade_client). */
  authorization: string | undefined;
  grantType: string | undefined;
  tenantId: string;
  account: string;
  /** The password as sent; the dialect's `clientHash` reads it. */
  password: string;
  refreshToken: string | undefined;
  captchaKey: string | undefined;
  captchaCode: string | undefined;
  /** The caller's address (`request.ip`): failures are counted per client (sign-in-throttle.ts). */
  clientAddress: string;
  /** `social`: the provider; `social`/`authorization_code`: the provider's code; `sms_code`: the texted code. */
  source?: string | undefined;
  code?: string | undefined;
  state?: string | undefined;
  /** `authorization_code`: the address the code was issued for. */
  redirectUri?: string | undefined;
  /** `sms_code`: the phone the code was texted to. */
  phone?: string | undefined;
  /** `Dept-Id`/`Role-Id`: the dept and role to act as (switch mode). */
  wanted: Pick<Identity, 'deptId' | 'roleId'>;
}
