/** Messages of services/user (the area's own words; the shared ones are in http, crud and validation). */
export const USER_ZH = {} as const;
