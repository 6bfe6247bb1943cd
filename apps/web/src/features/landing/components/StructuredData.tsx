import { PLANS, SUPPORT_EMAIL } from "@stockroom/shared";
import { COMPANY_NAME } from "@/lib/company";

const SOFTWARE_APPLICATION = {
  "@context": "https://schema.org",
  "@type": "SoftwareApplication",
  name: "Stockroom",
  applicationCategory: "BusinessApplication",
  operatingSystem: "Web",
  description:
    "Supply inventory and ordering for hotel groups: low stock alerts, owner-approved requests and receiving.",
  offers: {
    "@type": "Offer",
    // The entry price comes from the catalogue, so the listing and the pricing page never disagree.
    price: (PLANS.starter.price / 100).toFixed(2),
    priceCurrency: "USD",
  },
  publisher: { "@type": "Organization", name: COMPANY_NAME, email: SUPPORT_EMAIL },
};

/**
 * JSON-LD for search engines. A data block, not a script that runs, so the strict CSP (script-src 'self')
 * allows it.
 */
export function StructuredData() {
  return <script type="application/ld+json">{JSON.stringify(SOFTWARE_APPLICATION)}</script>;
}
