export { useForgotPassword } from "./api";
export { SignInDialog } from "./components/SignInDialog";
export { SignInAgain } from "./components/SignInAgain";
