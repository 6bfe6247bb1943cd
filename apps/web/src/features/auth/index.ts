export { useForgotPassword } from "./api";
export { SignInDialog } from "./components/SignInDialog";
