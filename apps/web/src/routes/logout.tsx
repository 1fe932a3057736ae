export { default } from "@/features/auth/logout-page";
