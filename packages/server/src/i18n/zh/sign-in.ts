/** Messages of services/signIn (the area's own words; the shared ones are in http, crud and validation). */
export const SIGN_IN_ZH = {} as const;
