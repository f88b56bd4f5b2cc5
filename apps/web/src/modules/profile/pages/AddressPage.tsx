import {
  ADDRESS_KIND_LABELS,
  type AddressKind,
  copyPresentToPermanent,
  GENERIC_FALLBACK,
  type HomeAddress,
  isAdmin,
  ADDRESS_MESSAGES as M,
  type OfficeAddress,
  sameAddress,
} from '@hrms/shared';
import { Checkbox, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../layout/PageLoader';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { useLocationDetails, useSaveAddress } from '../address.api';
import { AddressDialog } from '../components/AddressDialog';
import { AddressSection } from '../components/AddressSection';

/**
 * /Location/{id} (spec 1 §2.10, §4): present, permanent and office tables. Each section is created when
 * the fetch showed none, else updated; same-as-present copies and saves at once, unticking clears the display.
 */
export function AddressPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employeeId = useParams().employeeId ?? session?.employeeId ?? '';
  const location = useLocationDetails(employeeId);
  const save = useSaveAddress(employeeId);
  const [editing, setEditing] = useState<AddressKind | null>(null);
  const [sameAsPresent, setSameAsPresent] = useState(false);
  const [permanentCleared, setPermanentCleared] = useState(false);

  const data = location.data;
  useEffect(() => {
    if (data) setSameAsPresent(sameAddress(data.presentadress, data.permanentadress));
  }, [data]);

  if (!session) return null;
  const admin = isAdmin(session.role);
  const back = <BackLink to={`/dashboard/${employeeId}`} label={t('common.previousPage')} />;
  if (location.isPending || location.isError) {
    return (
      <>
        <PageHeader title={t('address.title')} back={back} />
        {location.isPending ? (
          <PageLoader />
        ) : (
          <ErrorState message={errorMessage(location.error, M.loadFailed)} onRetry={() => location.refetch()} />
        )}
      </>
    );
  }

  const stored = {
    present: location.data.presentadress,
    permanent: location.data.permanentadress,
    office: location.data.officeaddress,
  };
  const shown = { ...stored, permanent: permanentCleared ? null : stored.permanent };

  async function saveSection(kind: AddressKind, values: HomeAddress | OfficeAddress) {
    try {
      await save.mutateAsync({ kind, mode: stored[kind] === null ? 'create' : 'update', values });
      notifySuccess(M.saved(ADDRESS_KIND_LABELS[kind]));
      if (kind === 'permanent') setPermanentCleared(false);
      setEditing(null);
    } catch (error) {
      notifyError(errorMessage(error, GENERIC_FALLBACK));
      throw error;
    }
  }

  async function toggleSameAsPresent(checked: boolean) {
    setSameAsPresent(checked);
    if (!checked) {
      setPermanentCleared(true);
      return;
    }
    if (!stored.present) return;
    try {
      await save.mutateAsync({
        kind: 'permanent',
        mode: stored.permanent === null ? 'create' : 'update',
        values: copyPresentToPermanent(stored.present),
      });
      setPermanentCleared(false);
      notifySuccess(M.copied);
    } catch (error) {
      setSameAsPresent(false);
      notifyError(errorMessage(error, GENERIC_FALLBACK));
    }
  }

  const sameBox = admin && (
    <Checkbox
      label={t('messages.address.sameAsPresent')}
      checked={sameAsPresent}
      disabled={!stored.present || save.isPending}
      onChange={(e) => toggleSameAsPresent(e.currentTarget.checked)}
    />
  );

  return (
    <>
      <PageHeader title={t('address.title')} back={back} />
      <Stack gap="md">
        <AddressSection
          title={t('address.kinds.present')}
          address={shown.present}
          onEdit={admin ? () => setEditing('present') : undefined}
          testId="address-present"
        />
        <AddressSection
          title={t('address.kinds.permanent')}
          address={shown.permanent}
          onEdit={admin ? () => setEditing('permanent') : undefined}
          extra={sameBox}
          testId="address-permanent"
        />
        <AddressSection
          title={t('address.kinds.office')}
          office
          address={shown.office}
          onEdit={admin ? () => setEditing('office') : undefined}
          testId="address-office"
        />
      </Stack>
      {admin && editing && (
        <AddressDialog
          opened
          onClose={() => setEditing(null)}
          kind={editing}
          address={shown[editing]}
          onSubmit={(values) => saveSection(editing, values)}
        />
      )}
    </>
  );
}
