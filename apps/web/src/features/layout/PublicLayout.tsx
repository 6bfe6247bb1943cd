import { SUPPORT_EMAIL } from "@stockroom/shared";
import { Link, Outlet } from "react-router";
import { BrandLink } from "@/components/BrandLink";
import { Button } from "@/components/ui/button";
import { SignInDialog } from "@/features/auth";

const FOOTER_LINKS = [
  { label: "Pricing", to: "/pricing" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Cookies Policy", to: "/cookies-policy" },
];

const linkClass =
  "rounded-sm text-slate-700 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600";

/** Frame of the signed-out pages: header with Pricing and Sign In, the page, and the footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <BrandLink />
          <nav aria-label="Site" className="flex items-center gap-2 sm:gap-4">
            <Button asChild variant="ghost">
              <Link to="/pricing">Pricing</Link>
            </Button>
            <SignInDialog>
              <Button>Sign In</Button>
            </SignInDialog>
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-slate-700">© {new Date().getFullYear()} Stockroom</p>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {FOOTER_LINKS.map(({ label, to }) => (
                <li key={to}>
                  <Link to={to} className={linkClass}>
                    {label}
                  </Link>
                </li>
              ))}
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
                  {SUPPORT_EMAIL}
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
