import type { ComponentProps } from "react";

/**
 * The panel's <form>. Every page is rendered on the server, so its forms are on screen before the
 * page's script runs; a native submit then (Enter in a field) would send the fields as the page's
 * query string: the sign-in's password in the address bar, the history and the server's log.
 * `method="dialog"` outside a <dialog> makes the browser do nothing on such a submit; once the page
 * runs, the form's onSubmit handles every submit (decision 206).
 */
export function Form(props: Omit<ComponentProps<"form">, "method" | "action">) {
  return <form {...props} method="dialog" />;
}
