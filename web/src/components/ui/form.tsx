import { zodResolver } from '@hookform/resolvers/zod';
import type { FormHTMLAttributes, ReactNode } from 'react';
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  useFormState,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';
import './form.css';

/** A zod object schema, from `zod` or `zod/mini` (the contract's schemas). */
export type FormSchema = z.$ZodType<FieldValues, FieldValues>;

export type FormMethods<Schema extends FormSchema> = UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;

/** What a field block takes for one registered value: `<TextField label="Email" {...field('email')} />`. */
export interface FieldBinding extends UseFormRegisterReturn {
  /** The schema's message for this value, word for word, once the form has been validated. */
  readonly error?: string;
}

export interface FormRenderProps<Schema extends FormSchema> extends FormMethods<Schema> {
  readonly field: (name: FieldPath<z.input<Schema>>) => FieldBinding;
}

export interface FormProps<Schema extends FormSchema> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'noValidate' | 'defaultValue'
> {
  readonly schema: Schema;
  readonly defaultValues: DefaultValues<z.input<Schema>>;
  /**
   * Called with the parsed values when the schema accepts them; the form is busy until it
   * settles. It handles its own failures: a toast, or `form.setError('root', { message })` shown
   * with `<FormError message={form.formState.errors.root?.message} />`.
   */
  readonly onSubmit: (values: z.output<Schema>, form: FormMethods<Schema>) => void | Promise<void>;
  /**
   * Called instead of `onSubmit` when the schema refuses the values, e.g. to show the first
   * message as a toast, as the sign-up checks do (docs/product-rules.md#sign-up-checks).
   */
  readonly onInvalidValues?: (errors: FieldErrors<z.input<Schema>>) => void;
  readonly children: (form: FormRenderProps<Schema>) => ReactNode;
}

/**
 * A form validated by a zod schema through react-hook-form. The browser's own checks are off
 * (`noValidate`), so the messages shown are the schema's, exactly as written; on a failed submit
 * focus moves to the first invalid field. The children get the form's methods and `field(name)`;
 * fields deeper down can use `useFormField(name)` instead.
 */
export function Form<Schema extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  onInvalidValues,
  children,
  className = 'form',
  ...formProps
}: FormProps<Schema>) {
  const methods: FormMethods<Schema> = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const { errors, isSubmitting } = methods.formState;
  const field = (name: FieldPath<z.input<Schema>>): FieldBinding => ({
    ...methods.register(name),
    error: errorMessage(errors, name),
  });
  return (
    <FormProvider {...methods}>
      <form
        {...formProps}
        className={className}
        noValidate
        aria-busy={isSubmitting || undefined}
        onSubmit={(event) => void methods.handleSubmit((values) => onSubmit(values, methods), onInvalidValues)(event)}
      >
        {children({ ...methods, field })}
      </form>
    </FormProvider>
  );
}

/** `field(name)` for a component inside a `Form`: re-renders when only this value's error changes. */
export function useFormField<Values extends FieldValues = FieldValues>(name: FieldPath<Values>): FieldBinding {
  const { register } = useFormContext<Values>();
  const { errors } = useFormState<Values>({ name });
  return { ...register(name), error: errorMessage(errors, name) };
}

function errorMessage(errors: object, name: string): string | undefined {
  const message: unknown = get(errors, `${name}.message`);
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** A message about the whole form (the server refused it), announced when it appears. */
export function FormError({ message }: { readonly message?: string | null }) {
  return message ? (
    <p role="alert" className="form__error">
      {message}
    </p>
  ) : null;
}
