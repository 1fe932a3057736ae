export { default } from "@/features/auth/invitation-page";
