export { AppLayout } from "./AppLayout";
export { BareLayout } from "./BareLayout";
export { PublicLayout } from "./PublicLayout";
export { UserAvatar } from "./UserAvatar";
