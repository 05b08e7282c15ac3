import { useState } from 'react';

/** What a failed sign-in call says: the SDK's error message (the server's words), else the value. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The values and messages of a sign-in form. `field(name)` gives its input the id `login-<name>`,
 * the value and the handlers: a field is checked when it loses focus and, once it shows a message,
 * as it changes. `check(names)` checks several (a submit) and says whether all of them passed.
 */
export function useSignInForm<F extends string>(
  initial: () => Record<F, string>,
  validate: (field: F, value: string) => string | undefined,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  function check(fields: readonly F[]): boolean {
    const found = Object.fromEntries(fields.map((field) => [field, validate(field, values[field])]));
    setErrors((current) => ({ ...current, ...found }));
    return !Object.values(found).some(Boolean);
  }

  const field = (name: F) => ({
    id: `login-${name}`,
    name,
    value: values[name],
    invalid: Boolean(errors[name]),
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: validate(name, value) }));
    },
    onBlur: () => setErrors((current) => ({ ...current, [name]: validate(name, values[name]) })),
  });

  return { values, setValues, errors, field, check };
}
