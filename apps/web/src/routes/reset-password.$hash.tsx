export { default } from "@/features/auth/reset-password-page";
