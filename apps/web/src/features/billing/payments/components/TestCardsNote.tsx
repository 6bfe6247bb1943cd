import { TEST_CARDS } from "@stockroom/shared";
import { formatCardNumber } from "../cardForm";

const CARDS = [
  { number: TEST_CARDS.success, outcome: "succeeds" },
  { number: TEST_CARDS.declined, outcome: "is declined" },
  { number: TEST_CARDS.requiresAction, outcome: "asks for authentication" },
];

/** The built-in provider accepts test cards only, so the form says which ones to use. */
export function TestCardsNote() {
  return (
    <div className="rounded-md bg-slate-50 p-3 text-xs text-slate-700">
      <p className="font-medium text-slate-800">Test mode: use a test card with any future date and any CVC.</p>
      <ul aria-label="Test cards" className="mt-1 grid gap-0.5">
        {CARDS.map(({ number, outcome }) => (
          <li key={number}>
            <span className="font-mono">{formatCardNumber(number)}</span> {outcome}
          </li>
        ))}
      </ul>
    </div>
  );
}
