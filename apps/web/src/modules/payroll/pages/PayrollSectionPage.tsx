import { PAYROLL_MESSAGES as M, payrollEmployeeIdSchema } from '@hrms/shared';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryBody, saveFailureMessage } from '../../../ui/records';
import { PayrollCards } from '../components/PayrollCards';
import { PayrollSectionDialog } from '../components/PayrollSectionDialog';
import { PayslipButton } from '../components/PayslipButton';
import { type PayrollSectionName, usePayrollSection, useSaveSection } from '../payroll.api';

/** The employee-ID step: an id of letters and digits (max 15), then the cards of that employee. */
function EmployeeIdStep({ initial, onSubmit }: { initial: string; onSubmit: (id: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(initial), [initial]);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = payrollEmployeeIdSchema.safeParse(value);
        if (!parsed.success) setError(parsed.error.issues[0]?.message ?? M.employeeId);
        else {
          setError(null);
          onSubmit(parsed.data);
        }
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('payrollAdmin.employeeId')}
          placeholder={t('payrollAdmin.employeeIdPlaceholder')}
          value={value}
          maxLength={15}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error && translateMessage(error)}
          w={220}
        />
        <Button type="submit">{t('payrollAdmin.getDetails')}</Button>
      </Group>
    </form>
  );
}

/** /payrollSection/{employeeId} (spec 2 §2, admin): the employee-ID step, then the four cards, each editable. */
export function PayrollSectionPage() {
  const { t } = useTranslation();
  const routeId = useParams().employeeId ?? '';
  const navigate = useNavigate();
  const [employeeId, setEmployeeId] = useState('');
  const payroll = usePayrollSection(employeeId);
  const save = useSaveSection(employeeId);
  const [editing, setEditing] = useState<PayrollSectionName | null>(null);

  const choose = (id: string) => {
    setEmployeeId(id);
    if (id !== routeId) navigate(`/payrollSection/${encodeURIComponent(id)}`, { replace: true });
  };

  async function submit(section: PayrollSectionName, values: object, mode: 'create' | 'update') {
    try {
      await save.mutateAsync({ section, mode, values });
      notifySuccess(M.saved);
      setEditing(null);
    } catch (error) {
      notifyError(saveFailureMessage(error) || M.failed);
      throw error;
    }
  }

  return (
    <>
      <PageHeader
        title={t('payrollAdmin.title')}
        back={<BackLink to="/onboardingDocuments" />}
        actions={
          employeeId && (
            <>
              <Button variant="default" component={Link} to={`/payrollSalary/${encodeURIComponent(employeeId)}`}>
                {t('pay.salary.openSalary')}
              </Button>
              {payroll.data?.getSalaryDTO && <PayslipButton employeeId={employeeId} />}
            </>
          )
        }
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <EmployeeIdStep initial={routeId} onSubmit={choose} />
        </Paper>
        {employeeId ? (
          <QueryBody query={payroll} errorText={t('messages.payroll.failed')} emptyText="" isEmpty={() => false}>
            {(data) => (
              <>
                <PayrollCards data={data} onEdit={setEditing} />
                <PayrollSectionDialog section={editing} data={data} onClose={() => setEditing(null)} onSubmit={submit} />
              </>
            )}
          </QueryBody>
        ) : (
          <Text c="dimmed">{t('messages.payroll.enterId')}</Text>
        )}
      </Stack>
    </>
  );
}
