// The copy button moved to components/common (the collections screen shares links with it too).
export { CopyButton as TwoFactorCopyButton } from "@/components/common/copy-button";
