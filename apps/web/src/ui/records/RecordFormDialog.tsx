import { Button, Checkbox, Group, Modal, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '../../i18n';
import { showServerFieldErrors } from '../../lib/form-errors';
import { useSchemaForm } from '../../lib/use-schema-form';
import { DateField } from '../DateField';
import type { EditorMode } from './types';

type Option = string | { value: string; label: string };

/** What a field's hooks may do with the form: read and set values and messages. */
export type FormHandle<Values extends FieldValues> = Pick<
  UseFormReturn<Values>,
  'getValues' | 'setValue' | 'setError' | 'clearErrors' | 'watch' | 'formState'
>;

/** The form of a record dialog, made by the screen (useRecordForm) when it watches values as they change. */
export type RecordForm<Schema extends z.ZodType<unknown, FieldValues>> = UseFormReturn<
  z.input<Schema>,
  unknown,
  z.output<Schema>
>;

/** The form RecordFormDialog makes for itself: the schema's rules as the user types, from `blank`. */
export function useRecordForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  blank: z.input<Schema>,
): RecordForm<Schema> {
  return useSchemaForm<z.input<Schema>, z.output<Schema>>(schema, blank, 'onTouched');
}

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
  /** A select the user may type into to narrow its options, and what it says when nothing matches. */
  searchable?: boolean;
  nothingFound?: string;
  /** 'filled' greys the input (e.g. a read-only value the form fills itself). */
  variant?: 'default' | 'filled';
  /** The input's data-testid. */
  testId?: string;
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
  /** Fields next to each other with the same group share one cell, side by side (a country code and its number). */
  group?: string;
  /** In a group, the field's width in px; the fields without one share the rest. */
  width?: number;
  /** Left out of the form while this says so (e.g. fields of another type). */
  hidden?: (values: Values) => boolean;
  /** Draws the input itself (e.g. another module's person picker) instead of one of the kinds above. */
  render?: (input: FieldInput) => ReactNode;
  /** Called when the input loses focus, e.g. to fill another field from the server. */
  onBlur?: (form: FormHandle<Values>) => void;
  /** Called after the user changes the value, with the new value, e.g. to set or clear fields that follow it. */
  onChange?: (value: unknown, form: FormHandle<Values>) => void;
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
  /** The screen's own form (useRecordForm), when it watches values as they change; else the dialog makes one. */
  form?: RecordForm<Schema>;
  /** Fills the screen on a phone (a long form). */
  fullScreenOnPhone?: boolean;
};

const optionData = (options: readonly Option[] = []) => options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));

/**
 * The add/edit dialog of a list screen, built from declared fields and the shared zod schema: client
 * rules as the user types, the server's field messages under the same fields, and the dialog stays open
 * with what was typed when saving fails.
 */
export function RecordFormDialog<Schema extends z.ZodType<unknown, FieldValues>>(props: Props<Schema>) {
  return props.form ? <RecordFormBody {...props} form={props.form} /> : <WithOwnForm {...props} />;
}

function WithOwnForm<Schema extends z.ZodType<unknown, FieldValues>>(props: Props<Schema>) {
  const form = useRecordForm(props.schema, props.blank);
  return <RecordFormBody {...props} form={form} />;
}

/** A run of fields drawn in one cell of the grid: one field, or a group side by side. */
type Cell<Values extends FieldValues> = { key: string; fields: FieldSpec<Values>[]; wide: boolean };

function cellsOf<Values extends FieldValues>(fields: readonly FieldSpec<Values>[]): Cell<Values>[] {
  const cells: Cell<Values>[] = [];
  for (const field of fields) {
    const last = cells.at(-1);
    if (field.group && last && last.fields[0]?.group === field.group) {
      last.fields.push(field);
      last.wide ||= Boolean(field.wide);
    } else cells.push({ key: field.name, fields: [field], wide: Boolean(field.wide) });
  }
  return cells;
}

function RecordFormBody<Schema extends z.ZodType<unknown, FieldValues>>(props: Props<Schema> & { form: RecordForm<Schema> }) {
  type Values = z.input<Schema>;
  const { t } = useTranslation();
  const { opened, onClose, title, fields, blank, editing, onSubmit, columns = 2, form } = props;
  const mode: EditorMode = editing ? 'update' : 'create';
  const phone = useMediaQuery('(max-width: 36em)');
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

  const drawField = (field: FieldSpec<Values>) => (
    <Controller
      control={control}
      name={field.name}
      render={({ field: input, fieldState }) => {
        const readOnly = typeof field.readOnly === 'function' ? field.readOnly(mode) : field.readOnly;
        const disabled = typeof field.disabled === 'function' ? field.disabled(mode) : field.disabled;
        const label = typeof field.label === 'function' ? field.label(values) : field.label;
        const error = fieldState.error?.message && translateMessage(fieldState.error.message);
        const change = (next: unknown) => {
          input.onChange(next);
          field.onChange?.(handle.getValues(field.name), handle);
        };
        const common = {
          label,
          placeholder: field.placeholder,
          description: field.description,
          withAsterisk: field.required,
          error,
          readOnly,
          variant: field.variant,
          'data-testid': field.testId,
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
                onChange: change,
                onBlur: common.onBlur,
                error: error || undefined,
                required: field.required,
                placeholder: field.placeholder,
              })}
            </>
          );
        switch (field.kind) {
          case 'textarea':
            return <Textarea {...common} value={text} onChange={change} maxLength={field.maxLength} autosize minRows={2} />;
          case 'select':
            return (
              <Select
                {...common}
                data={optionData(field.options)}
                value={text || null}
                onChange={(v) => change(v ?? '')}
                disabled={readOnly || disabled}
                allowDeselect={false}
                searchable={field.searchable}
                nothingFoundMessage={field.nothingFound}
                comboboxProps={{ withinPortal: true }}
              />
            );
          case 'number':
            return (
              <NumberInput
                {...common}
                value={input.value as number | string}
                onChange={change}
                maxLength={field.maxLength}
                hideControls
              />
            );
          case 'date':
            return <DateField {...common} value={text} onChange={change} />;
          case 'checkbox':
            return (
              <Checkbox
                label={label}
                description={field.description}
                name={input.name}
                ref={input.ref}
                checked={Boolean(input.value)}
                onChange={(e) => change(e.currentTarget.checked)}
                error={error}
                disabled={readOnly || disabled}
                data-testid={field.testId}
                mt="md"
              />
            );
          default:
            return (
              <TextInput
                {...common}
                type={field.kind ?? 'text'}
                value={text}
                onChange={change}
                maxLength={field.maxLength}
                inputMode={field.inputMode}
                disabled={disabled}
              />
            );
        }
      }}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={props.size ?? 'lg'}
      centered
      fullScreen={Boolean(props.fullScreenOnPhone && phone)}
    >
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: columns }} spacing="sm">
          {cellsOf(fields.filter((field) => !field.hidden?.(values))).map((cell) => (
            <div key={cell.key} style={cell.wide && columns > 1 ? { gridColumn: '1 / -1' } : undefined}>
              {cell.fields.length === 1 ? (
                drawField(cell.fields[0] as FieldSpec<Values>)
              ) : (
                <Group gap="xs" align="flex-start" wrap="nowrap">
                  {cell.fields.map((field) => (
                    <div key={field.name} style={field.width ? { width: field.width, flexShrink: 0 } : { flex: 1, minWidth: 0 }}>
                      {drawField(field)}
                    </div>
                  ))}
                </Group>
              )}
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
