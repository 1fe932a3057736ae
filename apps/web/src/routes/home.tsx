export { default } from "@/features/public/landing-page";
