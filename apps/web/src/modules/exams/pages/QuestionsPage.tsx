import { EXAM_OPTION_LETTERS, EXAM_MESSAGES as M, type QuestionRecord } from '@hrms/shared';
import { Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { BackLink } from '../../../ui/BackLink';
import { PageHeader } from '../../../ui/PageHeader';
import { ConfirmDialog, QueryBody, RowActions } from '../../../ui/records';
import { QuestionDialog } from '../components/QuestionDialog';
import { useAllExams, useQuestionMutations, useQuestions } from '../exams.api';

/** /CreateQuestion/{examId} (spec 3 §2.16): the questions with the correct option highlighted; create, edit, delete. */
export function QuestionsPage() {
  const { t } = useTranslation();
  const examId = Number(useParams().examId) || 0;
  const questions = useQuestions(examId);
  const exams = useAllExams();
  const { save, remove } = useQuestionMutations(examId);
  const [dialog, setDialog] = useState<{ editing: QuestionRecord | null } | null>(null);
  const [deleting, setDeleting] = useState<QuestionRecord | null>(null);
  const exam = exams.data?.find((e) => e.examId === examId);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.questionId);
      notifySuccess(M.questionDeleted);
    } catch {
      notifyError(M.questionDeleteFailed);
    } finally {
      setDeleting(null);
    }
  }

  return (
    <>
      <PageHeader
        title={exam ? t('exams.questionsTitle', { name: exam.examName }) : t('exams.questions')}
        back={<BackLink to="/createexam" />}
        actions={<Button onClick={() => setDialog({ editing: null })}>{t('exams.createQuestion')}</Button>}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <QueryBody query={questions} errorText={t('messages.exams.loadFailed')} emptyText={t('messages.exams.noQuestions')}>
          {(rows) => (
            <Stack gap="sm">
              {rows.map((q, n) => (
                <Card
                  key={q.questionId}
                  withBorder
                  radius="md"
                  padding="sm"
                  aria-label={t('exams.questionNumber', { number: n + 1 })}
                >
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Text fw={600}>
                      {n + 1}. {q.question}
                    </Text>
                    <RowActions
                      label={t('exams.questionRow', { number: n + 1 })}
                      onEdit={() => setDialog({ editing: q })}
                      onDelete={() => setDeleting(q)}
                    />
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt="xs">
                    {q.options.map((o, i) => (
                      <Group
                        key={o.optionId}
                        gap="xs"
                        wrap="nowrap"
                        p={6}
                        style={{
                          borderRadius: 6,
                          background: o.correct ? 'var(--mantine-color-green-light)' : undefined,
                          border: `1px solid ${o.correct ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-default-border)'}`,
                        }}
                        data-correct={o.correct || undefined}
                      >
                        <Badge variant={o.correct ? 'filled' : 'light'} color={o.correct ? 'green' : 'gray'} size="sm">
                          {EXAM_OPTION_LETTERS[i]}
                        </Badge>
                        <Text size="sm">{o.option}</Text>
                      </Group>
                    ))}
                  </SimpleGrid>
                </Card>
              ))}
            </Stack>
          )}
        </QueryBody>
      </Paper>
      <QuestionDialog
        opened={Boolean(dialog)}
        examId={examId}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
        onSave={async (values) => {
          await save.mutateAsync(values);
          notifySuccess(dialog?.editing ? t('exams.questionUpdated') : t('exams.questionSaved'));
          setDialog(null);
        }}
      />
      <ConfirmDialog
        opened={Boolean(deleting)}
        title={t('exams.deleteQuestion')}
        message={t('exams.confirmDeleteQuestion')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
