export { ExitDemoButton } from "./components/ExitDemoButton";
export { enterDemoMode, exitDemoMode, isDemoMode } from "./demoMode";
