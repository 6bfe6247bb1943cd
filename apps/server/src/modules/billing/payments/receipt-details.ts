import { type BillingDetails, type ReceiptDetails, addressLines, includedTaxCents } from "@stockroom/shared";
import type { Seller } from "../../../config";

interface DetailsInput {
  seller: Seller;
  account: { email: string; firstName: string | null; lastName: string | null };
  billing: BillingDetails;
  /** The payment's amount in cents, whose included tax the receipt shows. */
  amount: number;
}

/** What a receipt prints besides the payment, from the seller's configuration and the account's details. */
export function receiptDetails({ seller, account, billing, amount }: DetailsInput): ReceiptDetails {
  return {
    seller: { name: seller.name, address: seller.address, taxId: seller.taxId },
    customer: {
      name: [account.firstName, account.lastName].filter(Boolean).join(" "),
      companyName: billing.companyName,
      email: account.email,
      address: addressLines(billing.billingAddress),
      taxId: billing.taxId,
    },
    tax: seller.tax && { ...seller.tax, amountCents: includedTaxCents(amount, seller.tax.ratePercent) },
  };
}
