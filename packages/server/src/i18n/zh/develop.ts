/** Messages of services/develop (the area's own words; the shared ones are in http, crud and validation). */
export const DEVELOP_ZH = {} as const;
