import { Outlet } from "react-router";

/** Frame of pages that stand alone (checkout, password reset, 404): no navigation, just the page. */
export function BareLayout() {
  return (
    <main className="mx-auto min-h-screen max-w-3xl px-4 py-12">
      <Outlet />
    </main>
  );
}
