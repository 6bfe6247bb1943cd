/** The reports' search parameter that opens a tab, and the address of the Value & Spend tab. */
export const REPORT_TAB_PARAM = "report";
export const VALUE_REPORT_TAB = "value";
export const VALUE_REPORT_PATH = `/settings?${REPORT_TAB_PARAM}=${VALUE_REPORT_TAB}`;
