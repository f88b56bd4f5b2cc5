import { EXAM_OPTION_LETTERS, EXAM_MESSAGES as M, type Question, type QuestionRecord, questionSchema } from '@hrms/shared';
import { Button, Group, Modal, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';

type Props = {
  opened: boolean;
  examId: number;
  editing: QuestionRecord | null;
  onClose: () => void;
  onSave: (values: Question) => Promise<void>;
};

/** 'Create Question': the text, options A–D and the correct letter; edit pre-fills and derives the letter. */
export function QuestionDialog({ opened, examId, editing, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState(['', '', '', '']);
  const [correct, setCorrect] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setQuestion(editing?.question ?? '');
    setOptions(editing ? editing.options.map((o) => o.option) : ['', '', '', '']);
    const index = editing?.options.findIndex((o) => o.correct) ?? -1;
    setCorrect(index >= 0 ? (EXAM_OPTION_LETTERS[index] ?? null) : null);
  }, [opened, editing]);

  async function save() {
    const parsed = questionSchema.safeParse({
      examId,
      questionId: editing?.questionId ?? null,
      question,
      options: options.map((option, i) => ({ option, correct: EXAM_OPTION_LETTERS[i] === correct })),
    });
    if (!parsed.success) {
      notifyError(M.questionIncomplete);
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.data);
    } catch (error) {
      notifyError(error instanceof ApiError ? M.questionSaveFailed : M.questionSaveError);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('exams.editQuestion') : t('exams.createQuestion')}
      size="lg"
      centered
    >
      <Stack gap="sm">
        <Textarea
          label={t('exams.question')}
          withAsterisk
          value={question}
          onChange={(e) => setQuestion(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={500}
        />
        <Radio.Group label={t('exams.optionsLabel')} withAsterisk value={correct} onChange={setCorrect}>
          <Stack gap="xs" mt={4}>
            {EXAM_OPTION_LETTERS.map((letter, i) => (
              <Group key={letter} gap="xs" wrap="nowrap">
                <Radio value={letter} aria-label={t('exams.optionCorrect', { letter })} />
                <TextInput
                  aria-label={t('exams.option', { letter })}
                  placeholder={t('exams.option', { letter })}
                  leftSection={letter}
                  value={options[i]}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setOptions((prev) => prev.map((o, j) => (j === i ? value : o)));
                  }}
                  maxLength={200}
                  style={{ flex: 1 }}
                />
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} disabled={saving}>
            {saving ? t('messages.exams.saving') : editing ? t('common.update') : t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
