import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Controller, type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '../../i18n';
import { showServerFieldErrors } from '../../lib/form-errors';
import { DateField } from '../DateField';
import type { EditorMode } from './types';

type Option = string | { value: string; label: string };

/** What a field's hooks may do with the form: read and set values and messages. */
export type FormHandle<Values extends FieldValues> = Pick<
  UseFormReturn<Values>,
  'getValues' | 'setValue' | 'setError' | 'clearErrors' | 'watch'
>;

/** What a field drawn by its screen (`render`) is handed: its label and state, and how to change it. */
export type FieldInput = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  required?: boolean;
  placeholder?: string;
};

/** One input of a record form, declared by the screen; the schema holds its rules and messages. */
export type FieldSpec<Values extends FieldValues> = {
  name: Path<Values>;
  /** A label that follows another field's value (e.g. the education level names the school) takes the values. */
  label: string | ((values: Values) => string);
  kind?: 'text' | 'email' | 'password' | 'textarea' | 'date' | 'time' | 'number' | 'select' | 'checkbox';
  options?: readonly Option[];
  placeholder?: string;
  description?: ReactNode;
  maxLength?: number;
  /** Shows the asterisk; whether it is really required is the schema's business. */
  required?: boolean;
  /** Locked in edit mode (ids, keys) or always (values the server fills). */
  readOnly?: boolean | ((mode: EditorMode) => boolean);
  /** Greyed out and skipped by the keyboard, in edit mode (ids that name the record) or while this says so. */
  disabled?: boolean | ((mode: EditorMode) => boolean);
  /** The phone's keyboard for a text field of digits. */
  inputMode?: 'numeric' | 'decimal';
  /** Takes the whole row of a two-column form. */
  wide?: boolean;
  /** Left out of the form while this says so (e.g. fields of another type). */
  hidden?: (values: Values) => boolean;
  /** Draws the input itself (e.g. another module's person picker) instead of one of the kinds above. */
  render?: (input: FieldInput) => ReactNode;
  /** Called when the input loses focus, e.g. to fill another field from the server. */
  onBlur?: (form: FormHandle<Values>) => void;
};

type Props<Schema extends z.ZodType<unknown, FieldValues>> = {
  opened: boolean;
  onClose: () => void;
  title: string;
  schema: Schema;
  fields: readonly FieldSpec<z.input<Schema>>[];
  /** The blank form for adding. */
  blank: z.input<Schema>;
  /** The values of the record being edited, or null to add. */
  editing: z.input<Schema> | null;
  onSubmit: (values: z.output<Schema>, mode: EditorMode) => Promise<void>;
  submitLabel?: string;
  columns?: 1 | 2;
  size?: string;
  /** Extra content under the fields (a counter, a hint), with the form at hand. */
  children?: (form: FormHandle<z.input<Schema>>) => ReactNode;
  /** Called when a submit is stopped by the client rules (e.g. the spec's 'fill in all fields' alert). */
  onInvalid?: () => void;
};

const optionData = (options: readonly Option[] = []) => options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));

/**
 * The add/edit dialog of a list screen, built from declared fields and the shared zod schema: client
 * rules as the user types, the server's field messages under the same fields, and the dialog stays open
 * with what was typed when saving fails.
 */
export function RecordFormDialog<Schema extends z.ZodType<unknown, FieldValues>>(props: Props<Schema>) {
  type Values = z.input<Schema>;
  const { t } = useTranslation();
  const { opened, onClose, title, schema, fields, blank, editing, onSubmit, columns = 2 } = props;
  const mode: EditorMode = editing ? 'update' : 'create';
  const form = useForm<Values, unknown, z.output<Schema>>({
    // biome-ignore lint/suspicious/noExplicitAny: zodResolver's overloads cannot see through the generic schema.
    resolver: zodResolver(schema as any) as never,
    defaultValues: blank as DefaultValues<Values>,
    mode: 'onTouched',
  });
  const { control, handleSubmit, reset, setError, formState, watch } = form;
  const values = watch();
  const handle: FormHandle<Values> = form as unknown as FormHandle<Values>;

  useEffect(() => {
    if (opened) reset((editing ?? blank) as Values);
  }, [opened, editing, blank, reset]);

  const submit = handleSubmit(async (output) => {
    try {
      await onSubmit(output, mode);
    } catch (error) {
      showServerFieldErrors(
        error,
        setError,
        fields.map((f) => f.name),
      );
    }
  }, props.onInvalid);

  return (
    <Modal opened={opened} onClose={onClose} title={title} size={props.size ?? 'lg'} centered>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: columns }} spacing="sm">
          {fields
            .filter((field) => !field.hidden?.(values))
            .map((field) => (
              <div key={field.name} style={field.wide && columns > 1 ? { gridColumn: '1 / -1' } : undefined}>
                <Controller
                  control={control}
                  name={field.name}
                  render={({ field: input, fieldState }) => {
                    const readOnly = typeof field.readOnly === 'function' ? field.readOnly(mode) : field.readOnly;
                    const disabled = typeof field.disabled === 'function' ? field.disabled(mode) : field.disabled;
                    const label = typeof field.label === 'function' ? field.label(values) : field.label;
                    const common = {
                      label,
                      placeholder: field.placeholder,
                      description: field.description,
                      withAsterisk: field.required,
                      error: fieldState.error?.message && translateMessage(fieldState.error.message),
                      readOnly,
                      name: input.name,
                      ref: input.ref,
                      onBlur: () => {
                        input.onBlur();
                        field.onBlur?.(handle);
                      },
                    };
                    const text = (input.value ?? '') as string;
                    if (field.render)
                      return (
                        <>
                          {field.render({
                            label,
                            value: text,
                            onChange: input.onChange,
                            onBlur: common.onBlur,
                            error: common.error || undefined,
                            required: field.required,
                            placeholder: field.placeholder,
                          })}
                        </>
                      );
                    switch (field.kind) {
                      case 'textarea':
                        return (
                          <Textarea
                            {...common}
                            value={text}
                            onChange={input.onChange}
                            maxLength={field.maxLength}
                            autosize
                            minRows={2}
                          />
                        );
                      case 'select':
                        return (
                          <Select
                            {...common}
                            data={optionData(field.options)}
                            value={text || null}
                            onChange={(v) => input.onChange(v ?? '')}
                            disabled={readOnly || disabled}
                            allowDeselect={false}
                            comboboxProps={{ withinPortal: true }}
                          />
                        );
                      case 'number':
                        return (
                          <NumberInput
                            {...common}
                            value={input.value as number | string}
                            onChange={input.onChange}
                            maxLength={field.maxLength}
                            hideControls
                          />
                        );
                      case 'date':
                        return <DateField {...common} value={text} onChange={input.onChange} />;
                      case 'checkbox':
                        return (
                          <Checkbox
                            label={label}
                            description={field.description}
                            name={input.name}
                            ref={input.ref}
                            checked={Boolean(input.value)}
                            onChange={(e) => input.onChange(e.currentTarget.checked)}
                            error={fieldState.error?.message && translateMessage(fieldState.error.message)}
                            disabled={readOnly || disabled}
                            mt="md"
                          />
                        );
                      default:
                        return (
                          <TextInput
                            {...common}
                            type={field.kind ?? 'text'}
                            value={text}
                            onChange={input.onChange}
                            maxLength={field.maxLength}
                            inputMode={field.inputMode}
                            disabled={disabled}
                          />
                        );
                    }
                  }}
                />
              </div>
            ))}
        </SimpleGrid>
        {props.children?.(handle)}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {props.submitLabel ?? (mode === 'create' ? t('common.add') : t('common.update'))}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
