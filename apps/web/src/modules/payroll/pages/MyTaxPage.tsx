import { financialYearOf, todayIso } from '@hrms/shared';
import { Alert, Paper, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryBody } from '../../../ui/records';
import { DeclarationForm } from '../components/DeclarationForm';
import { Form16Card } from '../components/Form16Card';
import { PreviousEmploymentCard } from '../components/PreviousEmploymentCard';
import { TaxProjectionCard } from '../components/TaxProjectionCard';
import { TaxProofs } from '../components/TaxProofs';
import { useDeclaration } from '../payroll-tax.api';

/** The financial years offered: this one, the one before and the next. */
function yearsAround(fy: string): string[] {
  const start = Number(fy.slice(0, 4));
  return [start - 1, start, start + 1].map((y) => `${y}-${String((y + 1) % 100).padStart(2, '0')}`);
}

/**
 * /myTax/:employeeId (the person; their HR and admins): the regime and declarations (editable by the
 * person while the window is open, by HR and admins at any time), proofs and their status, and the tax
 * the next run computes.
 */
export function MyTaxPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const own = employeeId === session?.employeeId;
  const [fy, setFy] = useState(() => financialYearOf(todayIso().slice(0, 7)));
  const declaration = useDeclaration(employeeId, fy);
  const dates = useDateFormat();
  const refused = declaration.error instanceof ApiError && declaration.error.status === 403;
  return (
    <>
      <PageHeader
        title={own ? t('tax.title') : t('tax.titleOf', { employeeId })}
        actions={
          <Select
            aria-label={t('tax.year')}
            data={yearsAround(financialYearOf(todayIso().slice(0, 7))).map((y) => ({ value: y, label: t('tax.fy', { fy: y }) }))}
            value={fy}
            onChange={(value) => value && setFy(value)}
            allowDeselect={false}
            w={160}
            data-testid="tax-year"
          />
        }
      />
      <Stack gap="md">
        <TaxProjectionCard employeeId={employeeId} fy={fy} />
        <Form16Card employeeId={employeeId} fy={fy} />
        <PreviousEmploymentCard employeeId={employeeId} fy={fy} />
        <QueryBody query={declaration} errorText={t(refused ? 'tax.ownOnly' : 'tax.declarations.loadFailed')} emptyText="">
          {(record) => {
            const editable = own ? record.open : session?.role !== 'ROLE_MANAGER';
            return (
              <>
                <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
                  <Title order={2} size="h4" mb="sm">
                    {t('tax.declarations.title')}
                  </Title>
                  {own && !record.open && (
                    <Alert color="gray" mb="sm" data-testid="tax-window-closed">
                      {t('tax.declarations.closed')}
                    </Alert>
                  )}
                  <DeclarationForm key={`${record.employeeId}/${record.fy}`} record={record} editable={editable} />
                </Paper>
                <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
                  <Title order={2} size="h4" mb="sm">
                    {t('tax.proofs.title')}
                  </Title>
                  {record.proofsDue && (
                    <Alert color="blue" mb="sm">
                      {t('tax.proofs.due', { date: dates.date(record.proofsDue) })}
                    </Alert>
                  )}
                  <TaxProofs record={record} canUpload={own} />
                </Paper>
              </>
            );
          }}
        </QueryBody>
      </Stack>
    </>
  );
}
