import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ApplyLeave,
  type ApplyLeaveInput,
  addDays,
  addYears,
  applyLeaveSchema,
  expectedLeaveDuration,
  LEAVE_COMMENTS_MAX,
  LEAVE_MESSAGES,
  LEAVE_START_DAYS_BACK,
  type LeaveRequestRow,
  leaveTypeLabel,
  todayIso,
} from '@hrms/shared';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateMessage } from '../../../i18n';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { BackLink } from '../../../ui/BackLink';
import { FormDateField } from '../../../ui/DateField';
import { PageHeader } from '../../../ui/PageHeader';
import { StatusBadge } from '../../approvals';
import { useApplyLeave, useAvailableLeaveTypes, useLeaveBalance, useWorkingCalendar } from '../leave.api';

const BLANK: ApplyLeaveInput = {
  leaveName: '' as never,
  startDate: '',
  endDate: '',
  isHalfDay: false,
  duration: '' as never,
  comments: '',
};

/**
 * /LeaveRequest (spec 3 §2.8, §5): apply for leave. The duration is the inclusive days minus 0.5 for a
 * half day, filled in from the dates (the server recomputes it); the server also refuses overlaps and
 * requests larger than the balance left.
 */
export function ApplyLeavePage() {
  const dates = useDateFormat();
  const session = useSession();
  const employeeId = session?.employeeId ?? '';
  const types = useAvailableLeaveTypes();
  const balance = useLeaveBalance(employeeId);
  const apply = useApplyLeave();
  const [filed, setFiled] = useState<LeaveRequestRow | null>(null);
  const { t } = useTranslation();
  const typeName = (type: string) => t(`leaveTypes.${type}`, { defaultValue: leaveTypeLabel(type) });
  /** A field's message (a shared constant) in the user's language. */
  const fieldError = (message: string | undefined) => (message ? translateMessage(message) : undefined);
  const form = useForm<ApplyLeaveInput, unknown, ApplyLeave>({
    resolver: zodResolver(applyLeaveSchema),
    defaultValues: BLANK,
    mode: 'onTouched',
  });
  const { control, register, handleSubmit, watch, setValue, reset, setError, formState } = form;
  const [startDate, endDate, isHalfDay, leaveName, comments] = watch([
    'startDate',
    'endDate',
    'isHalfDay',
    'leaveName',
    'comments',
  ]);

  const calendar = useWorkingCalendar(startDate, endDate);
  const calendarData = calendar.data;
  const workingDays = useMemo(
    () =>
      calendarData?.countWorkingDays ? { weeklyOffs: calendarData.weeklyOffs, holidayDates: calendarData.holidayDates } : null,
    [calendarData],
  );
  // Until the calendar answers, no duration is shown; if it cannot answer, calendar days (the server still decides).
  const calendarSettled = calendar.isSuccess || calendar.isError;
  useEffect(() => {
    const days =
      startDate && endDate && calendarSettled ? expectedLeaveDuration(startDate, endDate, Boolean(isHalfDay), workingDays) : null;
    if (days === 0) {
      setValue('duration', '' as never);
      setError('duration', { message: LEAVE_MESSAGES.noWorkingDays });
      return;
    }
    setValue('duration', (days ?? '') as never, { shouldValidate: formState.isSubmitted });
  }, [startDate, endDate, isHalfDay, calendarSettled, workingDays, setValue, setError, formState.isSubmitted]);

  const submit = handleSubmit(async (values) => {
    try {
      const result = await apply.mutateAsync({ ...values, employeeId });
      notifySuccess(result.message);
      setFiled(result);
      reset(BLANK);
    } catch (error) {
      showServerFieldErrors(error, setError, Object.keys(BLANK));
      notifyError(errorMessage(error));
    }
  });

  const today = todayIso();
  const left = balance.data?.find((b) => b.leaveType === leaveName)?.count;
  const noTypes = types.isSuccess && types.data.length === 0;

  return (
    <>
      <PageHeader
        title={t('leave.applyTitle')}
        back={<BackLink to="/userdashboard" label={t('shell.dashboard')} />}
        actions={
          <Anchor component={Link} to="/LeaveBalance">
            {t('leave.balanceTitle')}
          </Anchor>
        }
      />
      {filed && (
        <Alert
          color="green"
          mb="md"
          maw={720}
          title={t('leave.newRequest')}
          data-testid="filed-request"
          withCloseButton
          onClose={() => setFiled(null)}
        >
          <Group gap="xs" wrap="wrap">
            <Text size="sm">
              {t('leave.filed', {
                type: typeName(filed.leaveName),
                start: dates.date(filed.startDate),
                end: dates.date(filed.endDate),
              })}{' '}
              ({t('common.days', { count: filed.duration })})
            </Text>
            <StatusBadge status={filed.status} />
            <Anchor component={Link} to={`/LeaveStatus/${employeeId}`} size="sm">
              {t('leave.myLeaveRequests')}
            </Anchor>
          </Group>
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={720}>
        {types.isError && (
          <Alert color="red" mb="sm">
            {t('messages.leave.loadFailed')}
          </Alert>
        )}
        {noTypes && (
          <Alert color="yellow" mb="sm">
            {t('messages.leave.noLeaveTypes')}
          </Alert>
        )}
        <form onSubmit={submit} noValidate aria-label={t('leave.applyTitle')}>
          <Stack gap="sm">
            <Controller
              control={control}
              name="leaveName"
              render={({ field, fieldState }) => (
                <Select
                  label={t('leave.leaveType')}
                  withAsterisk
                  placeholder={t('leave.selectLeaveType')}
                  data={(types.data ?? []).map((type) => ({ value: type, label: typeName(type) }))}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  error={fieldError(fieldState.error?.message)}
                  description={left !== undefined ? t('leave.balance', { count: left }) : undefined}
                  allowDeselect={false}
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <FormDateField
                label={t('leave.startDate')}
                withAsterisk
                min={addDays(today, -LEAVE_START_DAYS_BACK)}
                max={addYears(today, 1)}
                control={control}
                name="startDate"
                error={fieldError(formState.errors.startDate?.message)}
              />
              <FormDateField
                label={t('leave.endDate')}
                withAsterisk
                min={startDate || undefined}
                control={control}
                name="endDate"
                error={fieldError(formState.errors.endDate?.message)}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Checkbox label={t('leave.halfDay')} {...register('isHalfDay')} mt={{ base: 0, sm: 'xl' }} />
              <TextInput
                label={t('leave.duration')}
                withAsterisk
                readOnly
                description={workingDays ? t('leave.durationWorkingDays') : undefined}
                {...register('duration')}
                error={fieldError(formState.errors.duration?.message)}
              />
            </SimpleGrid>
            <div>
              <Textarea
                label={t('leave.comments')}
                withAsterisk
                autosize
                minRows={3}
                maxLength={LEAVE_COMMENTS_MAX}
                {...register('comments')}
                error={fieldError(formState.errors.comments?.message)}
              />
              <Text size="xs" c="dimmed" ta="right" data-testid="comments-left">
                {t('leave.charactersLeft', { count: LEAVE_COMMENTS_MAX - (comments?.length ?? 0) })}
              </Text>
            </div>
            <Group justify="flex-end">
              <Button type="button" variant="default" onClick={() => reset(BLANK)}>
                {t('common.clear')}
              </Button>
              <Button type="submit" loading={formState.isSubmitting} disabled={noTypes}>
                {t('common.apply')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
