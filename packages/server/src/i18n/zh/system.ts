/** Messages of services/system (the area's own words; the shared ones are in http, crud and validation). */
export const SYSTEM_ZH = {} as const;
