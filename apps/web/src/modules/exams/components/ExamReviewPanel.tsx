import type { ExamResult, ExamReview } from '@hrms/shared';
import { Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';

/** The latest attempt's score against the pass mark, in words. */
function ScoreLine({ review, latest }: { review: ExamReview; latest: ExamResult | undefined }) {
  const { t } = useTranslation();
  if (!latest) return <Text size="sm">{t('exams.passMark', { pass: review.passPercentage })}</Text>;
  return (
    <Group gap="xs" data-testid="exam-score">
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="exams.latestScore"
          values={{ score: latest.percentage, pass: review.passPercentage }}
          components={{ b: <b /> }}
        />
      </Text>
      <Badge color={latest.qualified ? 'green' : 'red'} variant="light" tt="none">
        {latest.qualified ? t('exams.passed') : t('exams.belowPassMark')}
      </Badge>
    </Group>
  );
}

/** Each question of the latest attempt with the chosen option and the correct one (shown once the exam closes). */
function AnswerReview({ answers }: { answers: NonNullable<ExamReview['answers']> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="exam-review">
      {answers.map((answer, index) => (
        <Paper key={answer.questionId} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" mb={4}>
            <Text fw={600} size="sm">
              {index + 1}. {answer.question}
            </Text>
            <Badge color={answer.right ? 'green' : 'red'} variant="light" tt="none" style={{ flexShrink: 0 }}>
              {answer.right ? t('exams.right') : answer.chosenOptionId === null ? t('exams.notAnswered') : t('exams.wrong')}
            </Badge>
          </Group>
          <List spacing={2} size="sm" listStyleType="none">
            {answer.options.map((option) => {
              const chosen = option.optionId === answer.chosenOptionId;
              const mark = option.correct ? t('exams.correctAnswer') : chosen ? t('exams.chosenAnswer') : '';
              return (
                <List.Item
                  key={option.optionId}
                  icon={
                    <ThemeIcon size={18} radius="xl" variant="light" color={option.correct ? 'green' : chosen ? 'red' : 'gray'}>
                      <Text size="xs" aria-hidden>
                        {option.correct ? '✓' : chosen ? '✗' : '·'}
                      </Text>
                    </ThemeIcon>
                  }
                >
                  <Text size="sm" fw={option.correct || chosen ? 600 : 400} span>
                    {option.option}
                  </Text>
                  {mark && (
                    <Text size="xs" c="dimmed" span>
                      {` — ${mark}${option.correct && chosen ? t('exams.chosen') : ''}`}
                    </Text>
                  )}
                </List.Item>
              );
            })}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}

/** The result page's header: the exam, the score against the pass mark, and the review once the exam has closed. */
export function ExamReviewPanel({ review, results }: { review: ExamReview; results: readonly ExamResult[] }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const latest = results.at(-1);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={3} mb={4} data-testid="exam-name">
        {review.examName}
      </Title>
      <ScoreLine review={review} latest={latest} />
      {review.answers ? (
        <>
          <Title order={4} mt="md" mb="xs">
            {t('exams.review')}
          </Title>
          <AnswerReview answers={review.answers} />
        </>
      ) : (
        latest &&
        !review.closed && (
          <Text size="sm" c="dimmed" mt="xs">
            {t('exams.answersLater', { date: dates.date(review.endDate) })}
          </Text>
        )
      )}
    </Paper>
  );
}
