import { Link } from "react-router";
import { COMPANY_NAME } from "@/lib/company";
import { ContactSection } from "../components/ContactSection";
import { LegalDocument } from "../components/LegalDocument";

/** What accounts §1 says is collected, and nothing more. */
const COLLECTED = [
  "Your name and email address",
  "Your business name",
  "Your role in the account (owner, manager, admin or demo)",
  "The customer id our card payment provider gives your billing account",
  "Your subscription plan and payment status",
  "How many properties and managers your account has",
  "Inventory activity logs: stock counts, supply requests, approvals and deliveries, with who made them and when",
  "Images and notes you upload, such as item photos and request notes",
];

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description="What Stockroom collects to run hotel supply inventory, why, who can see it and how to reach us."
    >
      <p>
        {COMPANY_NAME} (&quot;we&quot;) operates Stockroom, a supply inventory and ordering service for hotel owners and
        their property managers. This policy explains what we collect when you use Stockroom and what we do with it.
      </p>

      <h2>Who Can Use Stockroom</h2>
      <p>Stockroom is a business tool. You must be 18 or over to create or use an account.</p>

      <h2>What We Collect</h2>
      <ul>
        {COLLECTED.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        We never receive or store your full card number. Card details go straight to our card payment provider, which
        processes payments under its own privacy policy.
      </p>

      <h2>Why We Collect It</h2>
      <ul>
        <li>To sign you in and show you the properties and inventory you are allowed to see</li>
        <li>To enforce your plan&apos;s property and manager limits and to bill your subscription</li>
        <li>To send account email such as manager invitations and password reset links</li>
        <li>To keep an audit trail of stock changes and supply orders for your business</li>
      </ul>

      <h2>Who Can See Your Data</h2>
      <p>Access inside Stockroom follows role-based permissions:</p>
      <ul>
        <li>Owners see and manage their own properties, inventory, requests and manager accounts.</li>
        <li>Managers see only the properties an owner has assigned to them.</li>
        <li>Our administrators can see account details to provide support, billing and security.</li>
        <li>Demo accounts see only their own sample data.</li>
      </ul>
      <p>We do not sell your data or share it for advertising.</p>

      <h2>Cookies</h2>
      <p>
        We use one essential session cookie and no tracking cookies. See the{" "}
        <Link to="/cookies-policy">Cookies Policy</Link>.
      </p>

      <h2>Retention and Your Rights</h2>
      <p>
        We keep your data while your account is open. You can ask us for a copy of your data, to correct it, or to
        delete your account and its data; billing records we must keep by law are kept for the period the law requires.
      </p>

      <h2>Security</h2>
      <p>
        Passwords are stored only as salted hashes, password reset links expire after one hour and can be used once, and
        all traffic is encrypted in transit.
      </p>

      <ContactSection topic="your privacy" />
    </LegalDocument>
  );
}
