import { useRef, useState, type FormEvent } from 'react';
import type { ZodMiniType } from 'zod/mini';

/** The props a field of a lazily checked form takes (TextField passes them to its input). */
export type LazyField = {
  name: string;
  defaultValue: string;
  ref: (input: HTMLInputElement | null) => void;
  onChange: () => void;
};

/** A small form whose zod checks load when it is first checked (see useLazyForm). */
export type LazyForm<V extends Record<string, string>> = {
  /** The props of the field `name`. */
  field: (name: keyof V & string) => LazyField;
  /** Why each field was refused (i18n keys), after a submit. */
  errors: Partial<Record<keyof V & string, string>>;
  /** The form's submit: checks, then calls onValid or shows why not. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Puts values in the fields and clears the messages. */
  reset: (values: V) => void;
};

type Options<V extends Record<string, string>, Out> = {
  /** The fields and their first values. */
  defaults: V;
  /** The form's zod schema (a dynamic import, so zod is not in the page's first files). */
  load: () => Promise<ZodMiniType<Out, V>>;
  /** Called with the checked values. */
  onValid: (values: Out) => void;
  /** The message when the checks cannot load (offline): nothing is sent unchecked. */
  unavailable: string;
};

type Checked<V, Out> =
  { ok: true; values: Out } | { ok: false; errors: Partial<Record<keyof V & string, string>> };

/**
 * A small form (a search box, a filter) on a page's first screen, without react-hook-form and
 * with its zod schema loaded at the first check: the two would weigh on the first files of
 * a page opened by direct link (bench/RESULTS.md). Uncontrolled fields; the first refusal of each field is shown,
 * the first refused field takes the focus, and after a refusal the messages follow the typing
 * (as react-hook-form's forms do).
 */
export function useLazyForm<V extends Record<string, string>, Out>({
  defaults,
  load,
  onValid,
  unavailable,
}: Options<V, Out>): LazyForm<V> {
  // Maps kept for the form's life (state, not refs: the field props are made while rendering).
  const [inputs] = useState(() => new Map<string, HTMLInputElement>());
  const [refs] = useState(() => new Map<string, (input: HTMLInputElement | null) => void>());
  const refused = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<keyof V & string, string>>>({});
  const names = Object.keys(defaults) as (keyof V & string)[];

  const read = (): V =>
    Object.fromEntries(names.map((name) => [name, inputs.get(name)?.value ?? ''])) as V;

  const check = async (values: V): Promise<Checked<V, Out>> => {
    let schema: ZodMiniType<Out, V>;
    try {
      schema = await load();
    } catch {
      const errors: Partial<Record<keyof V & string, string>> = {};
      if (names[0]) errors[names[0]] = unavailable;
      return { ok: false, errors };
    }
    const result = schema.safeParse(values);
    if (result.success) return { ok: true, values: result.data };
    const found: Partial<Record<keyof V & string, string>> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as keyof V & string;
      if (names.includes(name) && !found[name]) found[name] = issue.message;
    }
    return { ok: false, errors: found };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void check(read()).then((result) => {
      if (result.ok) {
        refused.current = false;
        setErrors({});
        onValid(result.values);
        return;
      }
      refused.current = true;
      setErrors(result.errors);
      const first = names.find((name) => result.errors[name]);
      if (first) inputs.get(first)?.focus();
    });
  };

  const onChange = () => {
    if (!refused.current) return;
    const values = read();
    void check(values).then((result) => {
      const now = read();
      if (names.every((name) => now[name] === values[name]))
        setErrors(result.ok ? {} : result.errors);
    });
  };

  const refOf = (name: string) => {
    let ref = refs.get(name);
    if (!ref) {
      ref = (input) => {
        if (input) inputs.set(name, input);
        else inputs.delete(name);
      };
      refs.set(name, ref);
    }
    return ref;
  };

  return {
    field: (name) => ({ name, defaultValue: defaults[name] ?? '', ref: refOf(name), onChange }),
    errors,
    onSubmit,
    reset: (values) => {
      for (const name of names) {
        const input = inputs.get(name);
        if (input) input.value = values[name] ?? '';
      }
      refused.current = false;
      setErrors({});
    },
  };
}
