import type { Site } from '@hrms/shared';
import { Button, Group, NumberInput, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { type Column, DataTable, QueryBody } from '../../../ui/records';
import { useSaveSite, useSites } from '../time-attendance.api';

type Form = Omit<Site, 'ipRanges'> & { ipRanges: string };
const EMPTY: Form = { code: '', name: '', latitude: 0, longitude: 0, radiusMeters: 200, ipRanges: '' };

const columns = (t: TFunction): readonly Column<Site>[] => [
  { key: 'code', header: t('timeAttendance.sites.code'), nowrap: true },
  { key: 'name', header: t('timeAttendance.sites.name') },
  { key: 'latitude', header: t('timeAttendance.sites.latitude'), render: (s) => `${s.latitude}, ${s.longitude}` },
  { key: 'radiusMeters', header: t('timeAttendance.sites.radiusMeters') },
  { key: 'ipRanges', header: t('timeAttendance.sites.ipRanges'), render: (s) => s.ipRanges.join(', ') },
];

/** Sites (admin): fences and allowed address ranges, created or replaced by code. */
export function SitesPanel() {
  const { t } = useTranslation();
  const sites = useSites();
  const save = useSaveSite();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit() {
    setErrors({});
    const { code, ipRanges, ...rest } = form;
    const ranges = ipRanges
      .split(/[\s,]+/)
      .map((r) => r.trim())
      .filter(Boolean);
    try {
      await save.mutateAsync({ code, body: { ...rest, ipRanges: ranges } });
      notifySuccess(t('timeAttendance.sites.saved', { code }));
      setForm(EMPTY);
    } catch (error) {
      if (error instanceof ApiError) {
        const found = error.fieldErrors;
        const rangeError = Object.entries(found).find(([key]) => key.startsWith('ipRanges'))?.[1];
        setErrors({ ...found, ...(rangeError ? { ipRanges: rangeError } : {}) });
      }
      notifyError(errorMessage(error, t('timeAttendance.sites.failed')));
    }
  }

  const number = (field: 'latitude' | 'longitude' | 'radiusMeters', decimals: boolean) => (
    <NumberInput
      label={t(`timeAttendance.sites.${field}`)}
      value={form[field]}
      decimalScale={decimals ? 6 : 0}
      allowDecimal={decimals}
      onChange={(v) => setForm({ ...form, [field]: typeof v === 'number' ? v : 0 })}
      error={errors[field]}
      w={150}
    />
  );

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={4} mb="sm">
          {t('timeAttendance.sites.newSite')}
        </Title>
        <Group align="start" wrap="wrap">
          <TextInput
            label={t('timeAttendance.sites.code')}
            value={form.code}
            onChange={(e) => setForm({ ...form, code: e.currentTarget.value })}
            error={errors.code}
            w={110}
          />
          <TextInput
            label={t('timeAttendance.sites.name')}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
            error={errors.name}
          />
          {number('latitude', true)}
          {number('longitude', true)}
          {number('radiusMeters', false)}
        </Group>
        <Textarea
          mt="sm"
          label={t('timeAttendance.sites.ipRanges')}
          description={t('timeAttendance.sites.ipRangesHint')}
          value={form.ipRanges}
          onChange={(e) => setForm({ ...form, ipRanges: e.currentTarget.value })}
          error={errors.ipRanges}
          autosize
          minRows={2}
          maw={420}
        />
        <Button mt="md" onClick={submit} loading={save.isPending} disabled={!form.code}>
          {t('timeAttendance.sites.save')}
        </Button>
      </Paper>
      <QueryBody query={sites} errorText={t('timeAttendance.sites.loadFailed')} emptyText={t('timeAttendance.sites.empty')}>
        {(rows) => (
          <DataTable
            label={t('timeAttendance.tabs.sites')}
            columns={columns(t)}
            rows={rows}
            rowKey={(s) => s.code}
            actions={(s) => (
              <Button size="xs" variant="light" onClick={() => setForm({ ...s, ipRanges: s.ipRanges.join('\n') })}>
                {t('timeAttendance.sites.edit')}
              </Button>
            )}
          />
        )}
      </QueryBody>
    </Stack>
  );
}
