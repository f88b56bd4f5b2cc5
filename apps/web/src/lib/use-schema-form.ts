import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by a shared zod schema: its rules and messages as the user submits (or, with mode
 * 'onTouched', as each field is left), and the schema's parsed output handed to handleSubmit.
 */
export function useSchemaForm<Values extends FieldValues, Output = Values>(
  schema: z.ZodType<Output, Values> | z.ZodType<unknown, FieldValues>,
  defaultValues: Values,
  mode?: UseFormProps<Values>['mode'],
) {
  return useForm<Values, unknown, Output>({
    // biome-ignore lint/suspicious/noExplicitAny: zodResolver's overloads cannot see through a generic schema.
    resolver: zodResolver(schema as any) as Resolver<Values, unknown, Output>,
    defaultValues: defaultValues as DefaultValues<Values>,
    // left out unless given: an explicit undefined would replace react-hook-form's own 'onSubmit'
    ...(mode ? { mode } : {}),
  });
}
