import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { PaymentForm } from "@/features/billing";
import { renderWithProviders } from "@/test/utils";

type PaymentFormProps = ComponentProps<typeof PaymentForm>;

/** A payment-mode PaymentForm with the toasts it raises; its outcome callbacks are spies the test reads. */
export function renderPaymentForm(props: Omit<PaymentFormProps, "mode" | "onSucceeded"> & Partial<PaymentFormProps>) {
  const onSucceeded = vi.fn();
  const onFailed = vi.fn();
  renderWithProviders(
    <>
      <PaymentForm mode="payment" onSucceeded={onSucceeded} onFailed={onFailed} {...props} />
      <Toaster />
    </>,
  );
  return { user: userEvent.setup(), onSucceeded, onFailed };
}
