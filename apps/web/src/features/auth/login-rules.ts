import { zodResolver } from "@hookform/resolvers/zod";
import { LoginSchema } from "@screens/domain/validation";

/**
 * The login form's rules (LoginSchema, product rule R20), in a chunk of their own: zod is ~25 KB
 * gzipped that the sign-in screen does not need to show itself (login route budget, decision 032).
 */
export const loginResolver = zodResolver(LoginSchema);
