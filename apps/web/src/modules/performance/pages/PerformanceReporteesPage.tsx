import { teamLineFor } from '@hrms/shared';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { ReporteeList } from '../components/ReporteeList';
import { downloadPerformanceSpreadsheet } from '../performance.api';

/** /employeePerformance (spec 3 §2.10): the viewer's reportees, Export to Excel, View → their deliverables. */
export function PerformanceReporteesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [exporting, setExporting] = useState(false);
  if (!session) return null;

  async function exportSheet() {
    setExporting(true);
    try {
      await downloadPerformanceSpreadsheet();
    } catch (error) {
      notifyError(errorMessage(error, t('performance.exportFailed')));
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageHeader
        title={t('performance.title')}
        back={<BackLink to={`/Deliverables/${session.employeeId}`} />}
        actions={
          <Button variant="light" onClick={exportSheet} loading={exporting}>
            {t('common.exportToExcel')}
          </Button>
        }
      />
      <ReporteeList
        label={t('performance.reportees')}
        line={teamLineFor(session.role)}
        leaderId={session.employeeId}
        viewTo={(row) => ({ to: `/Deliverables/${row.employeeId}`, state: { fromReportees: true } })}
      />
    </>
  );
}
