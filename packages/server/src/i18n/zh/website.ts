/** Messages of services/website (the area's own words; the shared ones are in http, crud and validation). */
export const WEBSITE_ZH = {} as const;
