import type { FieldValues, Path, Resolver } from 'react-hook-form';

/** What a form shows when its checks could not be loaded (a field and its i18n key). */
type LoadFailure<T extends FieldValues> = { field: Path<T>; message: string };

/**
 * A form's resolver whose code (its zod schema, and zod) loads when the form is first checked
 * rather than with the screen: a form on a page's first screen, such as a search box, then
 * adds nothing to what the page loads before it is drawn. `load` runs once, and again after a
 * failed load; while it cannot load, the form is refused with `failure`'s message on its field
 * (nothing is sent unchecked).
 */
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
  failure: LoadFailure<T>,
): Resolver<T> {
  let loading: Promise<Resolver<T>> | null = null;
  return async (values, context, options) => {
    loading ??= load();
    let resolver: Resolver<T>;
    try {
      resolver = await loading;
    } catch {
      loading = null;
      return {
        values: {},
        errors: { [failure.field]: { type: 'load', message: failure.message } },
      } as Awaited<ReturnType<Resolver<T>>>;
    }
    return resolver(values, context, options);
  };
}
