import { SUPPORT_EMAIL } from "@stockroom/shared";
import { COMPANY_NAME } from "@/lib/company";

/** The closing contact paragraph every legal document ends with. */
export function ContactSection({ topic }: { topic: string }) {
  return (
    <>
      <h2>Contact Us</h2>
      <p>
        Questions about {topic} go to {COMPANY_NAME} at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We
        reply within 24 hours on business days.
      </p>
    </>
  );
}
