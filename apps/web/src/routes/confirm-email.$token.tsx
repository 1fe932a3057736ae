export { default } from "@/features/auth/confirm-email-page";
