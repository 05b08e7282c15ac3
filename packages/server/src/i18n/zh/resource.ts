/** Messages of services/resource (the area's own words; the shared ones are in http, crud and validation). */
export const RESOURCE_ZH = {} as const;
