export { useAuth, useForgotPassword, userQuery } from "./api";
export { PasswordInput } from "./components/PasswordInput";
export { SignInDialog } from "./components/SignInDialog";
