export { TransferAction, useTransferTargets } from "./components/TransferAction";
