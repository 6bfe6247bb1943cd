import { formatCents, PAID_PLANS, PLANS } from "@stockroom/shared";
import { Link } from "react-router";
import { COMPANY_NAME } from "@/lib/company";
import { ContactSection } from "../components/ContactSection";
import { LegalDocument } from "../components/LegalDocument";

// Read from the catalogue rather than written out, so the terms and the pricing page cannot disagree.
const ENTERPRISE = PLANS.enterprise;
const EXTRA_PROPERTY_PRICE = formatCents(ENTERPRISE.additionalHotelPrice ?? 0);

export function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      description="The terms for using Stockroom: accounts, plans and billing, acceptable use and liability."
    >
      <p>
        These terms are an agreement between you and {COMPANY_NAME} (&quot;we&quot;), the operator of Stockroom. By
        creating an account or using Stockroom you accept them on behalf of yourself and the business you represent.
      </p>

      <h2>Eligibility</h2>
      <p>You must be 18 or over and able to enter a binding contract to use Stockroom.</p>

      <h2>Accounts and Roles</h2>
      <p>
        An owner account holds the subscription and may create manager accounts and assign them to properties. Managers
        work only with the properties assigned to them. You are responsible for everything done under your accounts and
        for keeping passwords private.
      </p>

      <h2>Plans and Prices</h2>
      <p>Subscriptions are billed monthly, in US dollars, through our card payment provider:</p>
      <ul>
        {PAID_PLANS.map((plan) => (
          <li key={plan.tier}>
            {plan.name}: {formatCents(plan.price)} per month, up to {plan.maxProperties}{" "}
            {plan.maxProperties === 1 ? "property" : "properties"} and {plan.managersPerProperty}{" "}
            {plan.managersPerProperty === 1 ? "manager" : "managers"} per property
          </li>
        ))}
      </ul>
      <p>
        The {ENTERPRISE.name} plan includes {ENTERPRISE.maxProperties} properties; each additional property costs{" "}
        {EXTRA_PROPERTY_PRICE} per month. Current prices are always on the <Link to="/pricing">pricing page</Link>.
      </p>

      <h2>Changes and Cancellation</h2>
      <p>
        There is no long-term contract. Upgrades take effect immediately and are charged for the difference due.
        Downgrades take effect at the end of the current billing period, and you choose which properties to keep within
        the new plan&apos;s limit. You can cancel at any time; access continues until the end of the period already paid
        for, and we do not refund partial periods unless the law requires it.
      </p>

      <h2>Free Demo</h2>
      <p>
        A demo account is free, uses sample data, and is limited to one property. We may remove inactive demo accounts.
      </p>

      <h2>Your Data</h2>
      <p>
        Your inventory data remains yours. We process it to provide the service as described in the{" "}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>

      <h2>Acceptable Use</h2>
      <ul>
        <li>Do not try to access other customers&apos; data or bypass plan limits or role permissions</li>
        <li>Do not upload unlawful content or malware</li>
        <li>Do not overload or resell the service</li>
      </ul>
      <p>We may suspend accounts that break these rules or whose payments fail.</p>

      <h2>Limitation of Liability</h2>
      <p>
        Stockroom is provided as is. To the extent the law allows, {COMPANY_NAME} is not liable for indirect or
        consequential losses, such as lost profits or stock-outs, and our total liability for any claim is limited to
        the amounts you paid us in the 6 months before the claim arose.
      </p>

      <h2>Changes to These Terms</h2>
      <p>
        We will tell account owners by email before material changes take effect. Continuing to use Stockroom after that
        means you accept the new terms.
      </p>

      <ContactSection topic="these terms" />
    </LegalDocument>
  );
}
