import type { ExpenseCategory } from '@hrms/shared';
import { Button, Card, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { useExpenseCategories, useSaveCategory } from '../expenses.api';

/** The admin's expense categories: a monthly limit per person and whether a receipt is needed. */
export function CategoriesPanel() {
  const { t } = useTranslation();
  const query = useExpenseCategories();
  const save = useSaveCategory();
  const [fields, setFields] = useState({ code: '', name: '', monthlyLimit: '0', receiptRequired: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        code: fields.code.trim(),
        body: { name: fields.name, monthlyLimit: fields.monthlyLimit.trim(), receiptRequired: fields.receiptRequired },
      },
      {
        onSuccess: () => {
          notifySuccess(t('messages.expenses.saved'));
          setErrors({});
        },
        onError: (e) => {
          const body = e instanceof ApiError ? (e.body as { errors?: Record<string, string> } | null) : null;
          setErrors(body?.errors && Object.keys(body.errors).length ? body.errors : { code: errorMessage(e) });
        },
      },
    );
  };
  const columns: Column<ExpenseCategory>[] = [
    { key: 'code', header: t('expenses.code') },
    { key: 'name', header: t('expenses.name') },
    {
      key: 'monthlyLimit',
      header: t('expenses.monthlyLimit'),
      render: (c) => (c.monthlyLimit ? `₹${c.monthlyLimit.toLocaleString('en-IN')}` : t('expenses.limitNone')),
    },
    {
      key: 'receiptRequired',
      header: t('expenses.receiptRequired'),
      render: (c) => (c.receiptRequired ? t('expenses.yes') : t('expenses.no')),
    },
  ];
  return (
    <Stack gap="md">
      <Card withBorder radius="md" component="form" onSubmit={submit}>
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <TextInput
            label={t('expenses.code')}
            value={fields.code}
            onChange={(e) => setFields({ ...fields, code: e.currentTarget.value })}
            error={errors.code}
            required
          />
          <TextInput
            label={t('expenses.name')}
            value={fields.name}
            onChange={(e) => setFields({ ...fields, name: e.currentTarget.value })}
            error={errors.name}
            required
          />
          <TextInput
            label={t('expenses.monthlyLimit')}
            inputMode="decimal"
            value={fields.monthlyLimit}
            onChange={(e) => setFields({ ...fields, monthlyLimit: e.currentTarget.value })}
            error={errors.monthlyLimit}
          />
          <Checkbox
            mt={{ sm: 30 }}
            label={t('expenses.receiptRequired')}
            checked={fields.receiptRequired}
            onChange={(e) => setFields({ ...fields, receiptRequired: e.currentTarget.checked })}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit" loading={save.isPending}>
            {t('expenses.saveCategory')}
          </Button>
        </Group>
      </Card>
      <QueryBody query={query} errorText={t('messages.expenses.loadFailed')} emptyText={t('messages.expenses.noCategories')}>
        {(rows) => (
          <DataTable
            label={t('expenses.categories')}
            columns={columns}
            rows={rows}
            rowKey={(c) => c.code}
            actions={(c) => (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() =>
                  setFields({
                    code: c.code,
                    name: c.name,
                    monthlyLimit: String(c.monthlyLimit),
                    receiptRequired: c.receiptRequired,
                  })
                }
                aria-label={`${t('assets.edit')} ${c.code}`}
              >
                {t('assets.edit')}
              </Button>
            )}
          />
        )}
      </QueryBody>
    </Stack>
  );
}
