/** Server messages the client shows verbatim. */
export const MESSAGES = {
  invalidCredentials: "Invalid email or password",
  loginSuccess: "Login successful",
  unauthorized: "Unauthorized",
  forbidden: "Forbidden",
  notFound: "Not found",
  tooManyLoginAttempts: "Too many sign-in attempts. Please wait a minute and try again.",
  crossOrigin: "Cross-origin request refused",
  nullCharacter: "Text cannot contain null characters",
  internal: "Internal Server Error",
} as const;

/** Texts of the account flows that server and client share. */
export const ACCOUNT_MESSAGES = {
  resetLinkSent: "If an account exists with that email, a password reset link has been sent.",
  resetLinkInvalid: "This reset link is invalid or has expired. Please request a new one.",
  passwordReset: "Your password has been reset. You can now sign in.",
  invitationAccepted: "Your password is set and you are signed in.",
  /** A new link for a used or expired one (issue 36): said only once the email is written for delivery. */
  newLinkSent: "A new link is on its way. It is in your inbox within a few minutes.",
  tooManyNewLinks: "Too many links for this address today. Please try again tomorrow.",
  newLinkFromInviter: "Ask the person who invited you to send a new invitation.",
  resetLinkMissing: "Invalid reset link. Please request a new password reset.",
  emailTaken: "An account with this email already exists",
  tooManyResetRequests: "Too many password reset requests. Please wait a minute and try again.",
  tooManySignups: "Too many sign-up attempts. Please try again later.",
  checkoutIncomplete: "Please complete your checkout to activate your account.",
  checkoutEmailTaken: "An account with this email already exists. Please sign in instead.",
  tooManyCheckouts: "Too many checkout attempts. Please wait a minute and try again.",
  tooManyInvitations: "Too many invitations for now. Please wait an hour and try again.",
  /** Demo sign-up's answer for every address (issue 34): the account is made from the link emailed to it. */
  demoConfirmationSent: "Check your email: open the link we sent to start your demo.",
  demoLinkInvalid: "This demo link is invalid or has expired. Please sign up again.",
  demoStarted: "Demo account created",
  checkoutManagerEmail:
    "This email signs in to a manager account. Ask the owner who added you to remove it, or use another email for your own subscription.",
} as const;

/** Texts of the request form's rules (core §5) that the form, the request schema and the server share. */
export const REQUEST_MESSAGES = {
  selectProperty: "Please select a property",
  noItems: "Please add at least one item",
  quantityTooSmall: "Quantity must be at least 1",
  quantityNotWhole: "Quantity must be a whole number",
  duplicateItem: "Cannot request the same item multiple times in a single request",
  reasonTooLong: "Reason is too long",
  notesTooLong: "Notes are too long",
  nothingApproved: "Approve at least one item, or decline the request",
} as const;

/** Texts of the daily check's rules (core §5) that its page and the check's schema share. */
export const DAILY_CHECK_MESSAGES = {
  selectProperty: "Please select a property first",
  countsNotWhole: "Counts must be whole numbers of 0 or more",
  nothingCounted: "Please check at least one inventory item",
  otherProperty: "Only items of the selected property can be counted in this check",
  /** A count started before some of its items were deleted (e.g. sent later from the offline queue). */
  itemsDeleted: (n: number) =>
    `${n === 1 ? "1 item" : `${n} items`} in this count ${n === 1 ? "was" : "were"} deleted after it was started. Remove ${n === 1 ? "it" : "them"} and submit again`,
} as const;

/** Texts of a payment's outcome that server and client share (Retry Payment's answers, accounts §8; the toasts). */
export const PAYMENT_MESSAGES = {
  succeededTitle: "Payment Successful",
  succeeded: "Your payment has been processed successfully.",
  failedTitle: "Payment Failed",
  failed: "Unable to process payment. Please try again.",
  authenticationRequired: "Your payment requires additional verification. Please complete the authentication process.",
  authenticationFailed: "We are unable to authenticate your payment method.",
  cardDeclined: "Your card was declined.",
  notCompleted: "Your payment has not completed",
  additionalPropertyRequired: "Payment is required to add another property",
  /** The screens' texts (core §8) for a payment form that could not start, or failed without a message. */
  initFailed: "Failed to initialize payment",
  unexpectedTitle: "Payment Error",
  unexpected: "An unexpected error occurred",
} as const;
