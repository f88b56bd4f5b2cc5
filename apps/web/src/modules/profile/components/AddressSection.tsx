import type { HomeAddressView, OfficeAddressView } from '@hrms/shared';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditIcon } from '../../../ui/icons';
import { DataTable } from '../../../ui/records';

type Props = {
  title: string;
  office?: boolean;
  /** What the table shows; null shows 'No Data Available'. */
  address: HomeAddressView | OfficeAddressView | null;
  /** Admins only: opens the edit modal. */
  onEdit?: () => void;
  /** Extra header content (the same-as-present checkbox). */
  extra?: ReactNode;
  testId: string;
};

const PLACES = ['street', 'village', 'town', 'district', 'state', 'country', 'pincode'] as const;

/** One of the three address tables of /Location/{id} (spec 1 §2.10). */
export function AddressSection({ title, office, address, onEdit, extra, testId }: Props) {
  const { t } = useTranslation();
  const first = office ? 'buildingNameFloor' : 'houseNumber';
  const columns = [first, ...PLACES] as const;
  const value = (key: (typeof columns)[number]) => (address ? ((address as Record<string, string>)[key] ?? '') : '');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid={testId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={4}>{title}</Title>
        <Group gap="md">
          {extra}
          {onEdit && (
            <Button
              size="xs"
              variant="light"
              leftSection={<EditIcon size={14} />}
              onClick={onEdit}
              aria-label={t('address.editKind', { kind: title })}
            >
              {address ? t('common.edit') : t('common.add')}
            </Button>
          )}
        </Group>
      </Group>
      {address ? (
        <DataTable
          label={title}
          columns={columns.map((key) => ({ key, header: t(`address.fields.${key}`), render: () => value(key) }))}
          rows={[address]}
          rowKey={() => title}
          minWidth={820}
        />
      ) : (
        <Text ta="center" c="dimmed" py="sm">
          {t('messages.address.empty')}
        </Text>
      )}
    </Paper>
  );
}
