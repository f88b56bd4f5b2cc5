import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOCUMENT_MESSAGES,
  ONBOARDING_REQUIRED_FILES,
  ONBOARDING_SECTIONS,
  type OnboardingFileField,
  type OnboardingSubmission,
  onboardingFormSchema,
  RECHECK_FORM,
} from '@hrms/shared';
import { Alert, Button, Fieldset, FileInput, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateMessage } from '../../../i18n';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { type OnboardingUpload, useSubmitOnboarding } from '../documents.api';

type Schema = ReturnType<typeof onboardingFormSchema>;
type FormInput = z.input<Schema>;
type FormOutput = z.output<Schema>;

const ACCEPT = '.jpeg,.jpg,.png,.pdf,image/jpeg,image/png,application/pdf';
const EMPTY: FormInput = { aadharName: '', aadharNumber: '', panName: '', panNumber: '' };

/** A full Aadhar number or PAN; the joiner's own view (and any answer to a hand-in) comes masked, never sent back. */
const isFullAadhar = (value: string) => /^\d{12}$/.test(value);
const isFullPan = (value: string) => /^[A-Z]{5}\d{4}[A-Z]$/.test(value);

/** The form opens with what was handed in before; a masked number stays empty (an empty field keeps it). */
function savedValues(submission: OnboardingSubmission | null): FormInput {
  if (!submission) return EMPTY;
  return {
    aadharName: submission.aadharName,
    aadharNumber: isFullAadhar(submission.aadharNumber) ? submission.aadharNumber : '',
    panName: submission.panName,
    panNumber: isFullPan(submission.panNumber) ? submission.panNumber : '',
  };
}

type Props = {
  employeeId: string;
  /** What was handed in before: a file on record may be left empty (it is kept). */
  submission: OnboardingSubmission | null;
  /** Already in the user's language; 'Submit' in it by default. */
  submitLabel?: string;
};

/** The onboarding documents form (spec 1 §2.13); every rule and message comes from the shared onboardingFormSchema. */
export function OnboardingDocumentsForm({ employeeId, submission, submitLabel }: Props) {
  const { t } = useTranslation();
  const shown = (message: string | undefined) => message && translateMessage(message);
  const onFile = useMemo(() => submission?.files.map((f) => f.field) ?? [], [submission]);
  const schema = useMemo(() => onboardingFormSchema(onFile), [onFile]);
  const { register, control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    // the parent keys the form by the submission, so a new hand-in opens it again with the new values
    defaultValues: savedValues(submission),
  });
  const keptAadhar = submission?.aadharNumber && !isFullAadhar(submission.aadharNumber) ? submission.aadharNumber : '';
  const keptPan = submission?.panNumber && !isFullPan(submission.panNumber) ? submission.panNumber : '';
  const errors = formState.errors as Partial<Record<string, { message?: string }>>;
  const mutation = useSubmitOnboarding(employeeId);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync(values as OnboardingUpload);
      notifySuccess(saved.message || DOCUMENT_MESSAGES.onboardingSubmitted);
    } catch (error) {
      showServerFieldErrors(error, setError);
      notifyError(errorMessage(error, RECHECK_FORM));
    }
  });

  const fileInput = (field: OnboardingFileField) => {
    const kept = submission?.files.find((f) => f.field === field);
    const required = (ONBOARDING_REQUIRED_FILES as readonly string[]).includes(field) && !kept;
    return (
      <Controller
        key={field}
        control={control}
        name={field}
        render={({ field: input }) => (
          <FileInput
            name={field}
            label={t(`onboardingDocuments.fileLabels.${field}`)}
            placeholder={t('onboardingDocuments.chooseFile')}
            accept={ACCEPT}
            clearable
            withAsterisk={required}
            description={kept ? t('onboardingDocuments.onFile', { name: kept.fileName }) : undefined}
            value={(input.value as File | null | undefined) ?? null}
            onChange={(file) => input.onChange(file)}
            onBlur={input.onBlur}
            error={shown(errors[field]?.message)}
          />
        )}
      />
    );
  };

  const textInput = (name: 'aadharName' | 'aadharNumber' | 'panName' | 'panNumber', placeholder?: string) => (
    <TextInput
      label={t(`onboardingDocuments.${name}`)}
      placeholder={placeholder ?? t(`onboardingDocuments.${name}Placeholder`)}
      {...register(name)}
      description={
        name === 'aadharNumber' && keptAadhar
          ? t('onboardingDocuments.aadharOnFile', { number: keptAadhar })
          : name === 'panNumber' && keptPan
            ? t('onboardingDocuments.panOnFile', { number: keptPan })
            : undefined
      }
      error={shown(errors[name]?.message)}
      inputMode={name === 'aadharNumber' ? 'numeric' : undefined}
      maxLength={name === 'aadharNumber' ? 12 : name === 'panNumber' ? 10 : 40}
      autoComplete="off"
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('onboardingDocuments.form')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('onboardingDocuments.fileRules')}
          {onFile.includes('higherEducationFile') ? '' : t('onboardingDocuments.higherEducationRequired')}
        </Text>
        {ONBOARDING_SECTIONS.map((section) => (
          <Fieldset key={section.title} legend={t(`onboardingDocuments.sections.${section.title}`)} radius="md">
            {section.title === 'Government ID' ? (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                {textInput('aadharName')}
                {textInput('aadharNumber')}
                {fileInput('aadharDocument')}
                {textInput('panName')}
                {textInput('panNumber', 'ABCDE1234F')}
                {fileInput('panDocument')}
              </SimpleGrid>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                {section.files.map((field) => fileInput(field))}
              </SimpleGrid>
            )}
          </Fieldset>
        ))}
        {submission && (
          <Text size="sm" c="dimmed">
            {t('onboardingDocuments.keepFiles')}
          </Text>
        )}
        {errors.form?.message && (
          <Alert color="red" role="alert">
            {translateMessage(errors.form.message)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {submitLabel ?? t('onboardingDocuments.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
