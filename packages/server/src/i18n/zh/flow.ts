/** Messages of services/flow (the area's own words; the shared ones are in http, crud and validation). */
export const FLOW_ZH = {} as const;
