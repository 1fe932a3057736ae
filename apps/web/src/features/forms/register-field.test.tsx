import { renderToString } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { Form } from "@/components/ui/form";
import { registerField } from "./register-field";

interface Values {
  name: string;
  count: number;
  active: boolean;
  note: string | null;
}

function RecordForm({ values }: { values: Values }) {
  const form = useForm<Values>({ defaultValues: values });
  return (
    <Form aria-label="Record">
      <input {...registerField(form, "name")} />
      <input type="number" {...registerField(form, "count")} />
      <input type="checkbox" {...registerField(form, "active")} />
      <textarea {...registerField(form, "note")} />
    </Form>
  );
}

// Decision 206: the server's HTML of a form holds its values, and the form cannot submit natively.
describe("a form rendered on the server", () => {
  it("holds each field's value: text, number, checkbox; an empty value stays empty", () => {
    const html = renderToString(
      <RecordForm values={{ name: "Ada Shade", count: 3, active: true, note: null }} />,
    );
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Ada Shade"/);
    expect(html).toMatch(/<input[^>]*type="number"[^>]*name="count"[^>]*value="3"/);
    expect(html).toMatch(/<input type="checkbox" name="active" checked=""\/>/);
    expect(html).toMatch(/<textarea name="note"><\/textarea>/);
  });

  it("is a dialog-method form, which the browser never submits outside a dialog", () => {
    const html = renderToString(<RecordForm values={{ name: "", count: 0, active: false, note: "" }} />);
    expect(html).toMatch(/<form[^>]*method="dialog"/);
    expect(html).not.toMatch(/checked/);
  });
});
