import { Button, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import type { SalaryStructure } from '../payroll-engine.types';
import { useStructures } from '../payroll-structures.api';

/** /payrollStructures (admin): the salary structures, each opening its editor. */
export function SalaryStructuresPage() {
  const { t } = useTranslation();
  const structures = useStructures();
  const columns: Column<SalaryStructure>[] = [
    { key: 'code', header: t('pay.columns.code'), sortValue: (s) => s.code, nowrap: true },
    { key: 'name', header: t('pay.columns.name'), sortValue: (s) => s.name },
    {
      key: 'components',
      header: t('pay.columns.components'),
      render: (s) => s.components.map((c) => c.code).join(', '),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('pay.structures.title')}
        actions={
          <Button component={Link} to="/payrollStructureEditor">
            {t('pay.structures.create')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Text size="sm" c="dimmed" mb="sm">
          {t('pay.structures.intro')}
        </Text>
        <QueryBody query={structures} errorText={t('pay.structures.loadFailed')} emptyText={t('pay.structures.empty')}>
          {(rows) => (
            <DataTable
              label={t('pay.structures.tableLabel')}
              columns={columns}
              rows={rows}
              rowKey={(s) => s.code}
              minWidth={560}
              defaultSort={{ key: 'code', direction: 'asc' }}
              actions={(s) => (
                <Button
                  component={Link}
                  to={`/payrollStructureEditor/${encodeURIComponent(s.code)}`}
                  size="xs"
                  variant="light"
                  aria-label={t('pay.structures.edit', { code: s.code })}
                >
                  {t('common.edit')}
                </Button>
              )}
            />
          )}
        </QueryBody>
      </Paper>
    </>
  );
}
