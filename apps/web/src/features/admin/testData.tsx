import { Toaster } from "@/components/ui/toaster";
import { signedInClient } from "@/test/fixtures";
import { makeUser, mockFetch, renderWithProviders } from "@/test/utils";
import { AdminPage } from "./pages/AdminPage";

/** The admin page as a signed-in admin sees it, with its toasts, on the server answers of `routes`. */
export function renderAdminPage(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch(routes);
  renderWithProviders(
    <>
      <AdminPage />
      <Toaster />
    </>,
    { queryClient: signedInClient(makeUser({ id: "a1", role: "admin" })) },
  );
  return fetchMock;
}
