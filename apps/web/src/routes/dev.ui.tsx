export { default } from "@/dev/ui-gallery";
