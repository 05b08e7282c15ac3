/** Messages of services/excel (the area's own words; the shared ones are in http, crud and validation). */
export const EXCEL_ZH = {} as const;
