import { COMPONENT_KINDS } from '@hrms/shared';
import { ActionIcon, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { TrashIcon } from '../../../ui/icons';
import type { StructureForm } from '../payroll-forms';

type Props = {
  index: number;
  control: Control<StructureForm>;
  register: UseFormRegister<StructureForm>;
  errors: FieldErrors<StructureForm>;
  onRemove?: () => void;
};

const FLAGS = ['taxable', 'pfWage', 'esiWage'] as const;

/** One component of a structure: code, name, kind, the formula with its error under it, and its flags. */
export function StructureComponentFields({ index, control, register, errors, onRemove }: Props) {
  const { t } = useTranslation();
  const error = errors.components?.[index];
  const shown = (message: string | undefined) => message && translateMessage(message);
  const code = useWatch({ control, name: `components.${index}.code` });
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`component-${index}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {t('pay.structures.component', { number: index + 1 })}
          </Text>
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('pay.structures.removeComponent', { code: code || index + 1 })}
            >
              <TrashIcon size={16} />
            </ActionIcon>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <TextInput
            label={t('pay.structures.componentCode')}
            maxLength={30}
            error={shown(error?.code?.message)}
            styles={{ input: { textTransform: 'uppercase' } }}
            {...register(`components.${index}.code`, { setValueAs: (v: string) => v.toUpperCase() })}
          />
          <TextInput
            label={t('pay.structures.componentName')}
            maxLength={100}
            error={shown(error?.name?.message)}
            {...register(`components.${index}.name`)}
          />
          <Controller
            control={control}
            name={`components.${index}.kind`}
            render={({ field }) => (
              <Select
                label={t('pay.structures.kind')}
                data={COMPONENT_KINDS.map((kind) => ({ value: kind, label: t(`pay.kinds.${kind}`) }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                error={shown(error?.kind?.message)}
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          label={t('pay.structures.formula')}
          description={t('pay.structures.formulaHelp')}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          autoComplete="off"
          spellCheck={false}
          error={shown(error?.formula?.message)}
          {...register(`components.${index}.formula`)}
        />
        <Group gap="lg">
          {FLAGS.map((flag) => (
            <Controller
              key={flag}
              control={control}
              name={`components.${index}.${flag}`}
              render={({ field }) => (
                <Checkbox
                  label={t(`pay.structures.${flag}`)}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
