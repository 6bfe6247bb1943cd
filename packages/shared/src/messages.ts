/** Server messages the client shows verbatim. */
export const MESSAGES = {
  invalidCredentials: "Invalid email or password",
  loginSuccess: "Login successful",
  unauthorized: "Unauthorized",
  forbidden: "Forbidden",
  notFound: "Not found",
  tooManyLoginAttempts: "Too many sign-in attempts. Please wait a minute and try again.",
  tooManyRequests: "Too many requests. Please slow down and try again shortly.",
  crossOrigin: "Cross-origin request refused",
  internal: "Internal Server Error",
} as const;
