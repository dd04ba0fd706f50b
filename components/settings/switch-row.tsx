// The switch row moved to components/common (the collections screen uses it too).
export { SwitchRow } from "@/components/common/switch-row";
