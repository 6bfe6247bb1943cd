import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { PAYMENT_MESSAGES, type ApiErrorBody, type CardDetails, type LocalConfirmationDto } from "@stockroom/shared";
import { useId, useState, type ChangeEvent } from "react";
import { Controller, useForm, type ControllerRenderProps } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiError, serverMessage } from "@/lib/api";
import { authenticateLocalCard, confirmLocalCard } from "../api";
import {
  cardFormSchema,
  EMPTY_CARD_FORM,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type CardFormValues,
} from "../cardForm";
import { intentIdFromSecret } from "../intent";
import { AuthenticationDialog } from "./AuthenticationDialog";
import { PaySubmitButton } from "./PaySubmitButton";
import { PaymentAlert } from "./PaymentAlert";
import type { PaymentFormProps } from "./PaymentForm";
import { TestCardsNote } from "./TestCardsNote";
import { toastUnexpectedPaymentError } from "./toastUnexpected";

/** Passes typed text through a formatter, so the field shows e.g. "4242 4242 …" while the user types. */
function formatted(field: ControllerRenderProps<CardFormValues>, format: (value: string) => string) {
  return { ...field, onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(format(event.target.value)) };
}

/**
 * The built-in provider's card form (the default, which works offline): the card goes to our own
 * /api/local-payments endpoints, and the authentication test card opens a simulated 3-D Secure step.
 */
export function LocalCardForm(props: PaymentFormProps) {
  const { clientSecret, onSucceeded, onFailed, disabled } = props;
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CardFormValues, unknown, CardDetails>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: EMPTY_CARD_FORM,
  });

  const fail = (message: string, refusal?: ApiErrorBody) => {
    setFailure(message);
    onFailed?.(message, refusal);
  };
  const settle = (answer: LocalConfirmationDto) => {
    if (answer.status === "succeeded") {
      setSucceeded(true);
      onSucceeded({ intentId: intentIdFromSecret(clientSecret) });
    } else if (answer.status === "requires_action") {
      setAuthenticating(true);
    } else {
      fail(answer.error ?? PAYMENT_MESSAGES.cardDeclined);
    }
  };
  // A 4xx answer (expired card, canceled payment) carries a message for the customer; anything else does not.
  const reportError = (error: unknown) => {
    const message = serverMessage(error);
    if (message) fail(message, error instanceof ApiError ? (error.body ?? undefined) : undefined);
    else toastUnexpectedPaymentError();
  };

  const confirm = useMutation({
    mutationFn: (card: CardDetails) => confirmLocalCard(clientSecret, card),
    onSuccess: settle,
    onError: reportError,
  });
  const authenticate = useMutation({
    mutationFn: (approve: boolean) => authenticateLocalCard(clientSecret, approve),
    onSettled: () => setAuthenticating(false),
    onSuccess: settle,
    onError: reportError,
  });

  const busy = confirm.isPending || authenticating || succeeded;
  const locked = busy || disabled;
  const onSubmit = handleSubmit((card) => {
    setFailure(null);
    confirm.mutate(card);
  });

  return (
    <>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <Controller
          control={control}
          name="number"
          render={({ field }) => (
            <Field id={`${id}-number`} label="Card number" error={errors.number?.message}>
              <Input
                {...formatted(field, formatCardNumber)}
                disabled={locked}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 1234 1234 1234"
              />
            </Field>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="expiry"
            render={({ field }) => (
              <Field id={`${id}-expiry`} label="Expiration date (MM / YY)" error={errors.expiry?.message}>
                <Input
                  {...formatted(field, formatExpiry)}
                  disabled={locked}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM / YY"
                />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="cvc"
            render={({ field }) => (
              <Field id={`${id}-cvc`} label="CVC" error={errors.cvc?.message}>
                <Input {...formatted(field, formatCvc)} disabled={locked} inputMode="numeric" autoComplete="cc-csc" />
              </Field>
            )}
          />
        </div>
        <Controller
          control={control}
          name="name"
          render={({ field }) => (
            <Field id={`${id}-name`} label="Name on card" hint="Optional" error={errors.name?.message}>
              <Input {...field} disabled={locked} autoComplete="cc-name" />
            </Field>
          )}
        />
        <PaymentAlert message={failure} />
        <TestCardsNote />
        <PaySubmitButton form={props} busy={busy} disabled={locked} />
      </form>
      <AuthenticationDialog
        open={authenticating}
        pending={authenticate.isPending}
        onAnswer={(approve) => authenticate.mutate(approve)}
      />
    </>
  );
}
