import { Link } from "react-router";
import { COMPANY_NAME } from "@/lib/company";
import { ContactSection } from "../components/ContactSection";
import { LegalDocument } from "../components/LegalDocument";

export function CookiesPolicyPage() {
  return (
    <LegalDocument
      title="Cookies Policy"
      description="Stockroom uses one essential session cookie and one local-storage flag for demo mode, and no tracking cookies."
    >
      <p>
        This policy explains how {COMPANY_NAME} uses cookies and browser storage in Stockroom. Stockroom is for users
        aged 18 or over.
      </p>

      <h2>The Session Cookie</h2>
      <p>
        When you sign in we set one cookie named <code>sid</code>. It holds a random session identifier that keeps you
        signed in. It is essential: Stockroom cannot work without it, so it does not need your consent.
      </p>
      <ul>
        <li>httpOnly: scripts in the page cannot read it</li>
        <li>Sent only to Stockroom, and never on cross-site form posts</li>
        <li>Deleted when you sign out, or when the session expires</li>
      </ul>

      <h2>Local Storage</h2>
      <p>
        If you start a free demo, the browser&apos;s local storage keeps a demo flag and your demo user details, so
        Stockroom can show the Exit Demo control. Choosing Exit Demo removes both. Your notification preferences from
        the Settings page are stored there too. None of this is sent to anyone else.
      </p>

      <h2>What We Do Not Use</h2>
      <p>
        No advertising cookies, no analytics cookies and no third-party trackers. Card payments are handled by our card
        payment provider, which may set its own cookies on its payment form.
      </p>

      <h2>Managing Cookies</h2>
      <p>
        You can delete cookies in your browser settings at any time; you will then be signed out. More on how we handle
        data is in the <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>

      <ContactSection topic="cookies" />
    </LegalDocument>
  );
}
