/** The operator named by the legal pages and the structured data (accounts §1: a company). */
export const COMPANY_NAME = "Stockroom Software Ltd.";
