import { EXAM_AUTO_SUBMIT_SECONDS, EXAM_OPTION_LETTERS, formatExamTimeLeft, EXAM_MESSAGES as M } from '@hrms/shared';
import { Badge, Button, Card, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../layout/PageLoader';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { ConfirmDialog } from '../../../ui/records';
import { saveExamAnswer, submitExam, useExamSheet } from '../exams.api';

/**
 * /ExamStart/{examId} (spec 3 §2.16, §4): the server starts the clock; 'Time Left' counts down in m:ss,
 * each click is saved at once, Submit Exam (or the automatic submit at 2 s left) ends the attempt.
 */
export function ExamStartPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const examId = Number(useParams().examId) || 0;
  const employeeId = session?.employeeId ?? '';
  const sheet = useExamSheet(examId, employeeId);
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [left, setLeft] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const submitting = useRef(false);
  // Submitting by hand asks first; the automatic submit when time runs out does not.
  const [confirming, setConfirming] = useState(false);
  const endAt = useRef<number>(0);

  useEffect(() => {
    if (!sheet.data) return;
    endAt.current = Date.now() + sheet.data.remainingSeconds * 1000;
    setLeft(sheet.data.remainingSeconds);
    setChosen(Object.fromEntries(sheet.data.answers.map((a) => [String(a.questionId), a.optionId])));
  }, [sheet.data]);

  useEffect(() => {
    if (sheet.isError) notifyError(M.startFailed);
  }, [sheet.isError]);

  const submit = useCallback(async () => {
    if (submitting.current || done) return;
    submitting.current = true;
    try {
      const answers = Object.entries(chosen).map(([questionId, optionId]) => ({ questionId, optionId }));
      await submitExam(examId, employeeId, answers);
      setDone(true);
      notifySuccess(M.submitted);
      navigate(`/selfexam/${employeeId}`);
    } catch {
      notifyError(M.submitFailed);
      submitting.current = false;
    }
  }, [chosen, done, examId, employeeId, navigate]);

  useEffect(() => {
    if (left === null || done) return;
    if (left <= EXAM_AUTO_SUBMIT_SECONDS) {
      void submit();
      return;
    }
    const timer = setTimeout(() => setLeft(Math.max(0, Math.round((endAt.current - Date.now()) / 1000))), 1000);
    return () => clearTimeout(timer);
  }, [left, done, submit]);

  if (!session) return null;
  if (sheet.isPending) return <PageLoader />;
  if (sheet.isError)
    return (
      <>
        <PageHeader title={t('exams.exam')} />
        <ErrorState message={`${t('messages.exams.startFailed')} ${errorMessage(sheet.error, '')}`.trim()} />
        <Button variant="default" onClick={() => navigate(`/selfexam/${employeeId}`)}>
          {t('exams.backToExams')}
        </Button>
      </>
    );
  if (sheet.data.questions.length === 0) return <EmptyState>{t('messages.exams.noQuestions')}</EmptyState>;

  function choose(questionId: number, optionId: number) {
    if (done) return;
    setChosen((prev) => ({ ...prev, [String(questionId)]: optionId }));
    saveExamAnswer(examId, employeeId, questionId, optionId).catch(() => undefined);
  }

  const answered = Object.keys(chosen).length;
  return (
    <>
      <PageHeader title={sheet.data.examName} />
      <Paper
        withBorder
        radius="md"
        p="sm"
        mb="md"
        style={{ position: 'sticky', top: 60, zIndex: 5, background: 'var(--mantine-color-body)' }}
      >
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">{t('exams.durationLine', { minutes: sheet.data.duration })}</Text>
          <Text size="sm" c="dimmed">
            {t('exams.answered', { answered, count: sheet.data.questions.length })}
          </Text>
          <Badge size="lg" color={(left ?? 0) <= 60 ? 'red' : 'blue'} variant="light" data-testid="time-left">
            {t('exams.timeLeft', { time: formatExamTimeLeft(left ?? 0) })}
          </Badge>
        </Group>
      </Paper>
      <Stack gap="md">
        {sheet.data.questions.map((q, n) => (
          <Card key={q.questionId} withBorder radius="md" padding="md">
            <Title order={5} mb="xs">
              {n + 1}. {q.question}
            </Title>
            <Stack gap={6} role="radiogroup" aria-label={t('exams.questionNumber', { number: n + 1 })}>
              {q.options.map((o, i) => {
                const selected = chosen[String(q.questionId)] === o.optionId;
                return (
                  <UnstyledButton
                    key={o.optionId}
                    role="radio"
                    aria-checked={selected}
                    onClick={() => choose(q.questionId, o.optionId)}
                    p="xs"
                    style={{
                      borderRadius: 8,
                      border: `1px solid ${selected ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-default-border)'}`,
                      background: selected ? 'var(--mantine-color-blue-light)' : undefined,
                    }}
                  >
                    <Group gap="xs" wrap="nowrap">
                      <Badge variant={selected ? 'filled' : 'light'} size="sm">
                        {EXAM_OPTION_LETTERS[i]}
                      </Badge>
                      <Text size="sm">{o.option}</Text>
                    </Group>
                  </UnstyledButton>
                );
              })}
            </Stack>
          </Card>
        ))}
      </Stack>
      {!done && (
        <Group justify="flex-end" mt="lg">
          <Button size="md" onClick={() => setConfirming(true)}>
            {t('exams.submitExam')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming && !done}
        title={t('exams.submitExam')}
        message={t('exams.submitAsk', { answered, count: sheet.data.questions.length })}
        busy={submitting.current}
        confirmLabel={t('common.submit')}
        color="blue"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void submit();
        }}
      />
    </>
  );
}
