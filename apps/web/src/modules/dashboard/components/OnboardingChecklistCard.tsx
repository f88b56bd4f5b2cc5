import {
  ONBOARDING_CHECKLIST_SECTIONS,
  type OnboardingChecklist,
  type OnboardingChecklistItem,
  type OnboardingChecklistSection,
} from '@hrms/shared';
import { Anchor, Box, Card, Center, Checkbox, Group, Loader, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage, notifyError } from '../../../lib/notify';
import { ErrorState } from '../../../ui/ErrorState';
import { ApproveIcon } from '../../../ui/icons';
import { useOnboardingChecklist, useTickFirstDayItem } from '../dashboard.api';

/** Where a documents or details item is done: the onboarding page's form, or the personal details page. */
function screenOf(item: OnboardingChecklistItem, employeeId: string) {
  return item.key === 'personalDetails' ? `/personalDetails/${employeeId}` : `/Onboarding/personalDetails/${employeeId}`;
}

function Status({ done }: { done: boolean }) {
  const { t } = useTranslation();
  return done ? (
    <ThemeIcon size={22} radius="xl" color="teal" aria-label={t('onboardingChecklist.done')} role="img">
      <ApproveIcon size={14} />
    </ThemeIcon>
  ) : (
    <Box
      w={22}
      h={22}
      style={{ borderRadius: '50%', border: '2px solid var(--mantine-color-gray-6)', flexShrink: 0 }}
      aria-label={t('onboardingChecklist.toDo')}
      role="img"
    />
  );
}

/** A documents or details item: its state and a link to the screen where it is done. */
function LinkedItem({ item, employeeId }: { item: OnboardingChecklistItem; employeeId: string }) {
  const { t } = useTranslation();
  return (
    <Group component="li" gap="sm" wrap="nowrap" data-done={item.done}>
      <Status done={item.done} />
      <Anchor
        component={Link}
        to={screenOf(item, employeeId)}
        td={item.done ? 'line-through' : undefined}
        c={item.done ? 'dimmed' : undefined}
      >
        {t(`onboardingChecklist.items.${item.key}`, { defaultValue: item.key })}
      </Anchor>
    </Group>
  );
}

function FirstDayItem({ item }: { item: OnboardingChecklistItem }) {
  const tick = useTickFirstDayItem();
  // shown at once while the server is asked; the answer (or the error) puts the server's state back
  const [asked, setAsked] = useState<boolean | null>(null);
  return (
    <Box component="li">
      <Checkbox
        label={item.title}
        checked={asked ?? item.done}
        disabled={asked !== null}
        onChange={(event) => {
          const done = event.currentTarget.checked;
          setAsked(done);
          tick.mutate(
            { itemId: item.key, done },
            { onError: (error) => notifyError(errorMessage(error)), onSettled: () => setAsked(null) },
          );
        }}
      />
    </Box>
  );
}

function Section({
  section,
  checklist,
  employeeId,
}: {
  section: OnboardingChecklistSection;
  checklist: OnboardingChecklist;
  employeeId: string;
}) {
  const { t } = useTranslation();
  const items = checklist.items.filter((item) => item.section === section);
  const done = items.filter((item) => item.done).length;
  const headingId = `onboarding-checklist-${section}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb={6} gap="xs">
        <Title order={4} size="h5" id={headingId}>
          {t(`onboardingChecklist.sections.${section}`)}
        </Title>
        {items.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('onboardingChecklist.progress', { done, total: items.length })}
          </Text>
        )}
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('onboardingChecklist.noFirstDay')}
        </Text>
      ) : (
        <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) =>
            section === 'firstDay' ? (
              <FirstDayItem key={item.key} item={item} />
            ) : (
              <LinkedItem key={item.key} item={item} employeeId={employeeId} />
            ),
          )}
        </Stack>
      )}
    </Box>
  );
}

/** The new joiner's onboarding checklist: how much is done, each item linked to its screen, first-day items to tick. */
export function OnboardingChecklistCard({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const checklist = useOnboardingChecklist(Boolean(employeeId));
  const data = checklist.data;
  const percent = data && data.total > 0 ? Math.round((data.done / data.total) * 100) : 0;
  const progressText = data ? t('onboardingChecklist.progress', { done: data.done, total: data.total }) : '';
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      data-testid="onboarding-checklist"
      component="section"
      aria-labelledby="onboarding-checklist-title"
    >
      <Title order={3} size="h4" id="onboarding-checklist-title" mb="sm">
        {t('onboardingChecklist.title')}
      </Title>
      {checklist.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label={t('onboardingChecklist.loading')} />
        </Center>
      ) : checklist.isError || !data ? (
        <ErrorState message={t('messages.onboardingChecklist.loadFailed')} onRetry={() => checklist.refetch()} />
      ) : (
        <Stack gap="lg">
          <div>
            <Group justify="space-between" mb={6} gap="xs">
              <Text fw={600} data-testid="onboarding-progress-text">
                {progressText}
              </Text>
              {data.done === data.total && data.total > 0 && (
                <Text size="sm" c="teal.8" fw={600}>
                  {t('onboardingChecklist.allDone')}
                </Text>
              )}
            </Group>
            <Box
              role="progressbar"
              aria-label={t('onboardingChecklist.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={data.total}
              aria-valuenow={data.done}
              aria-valuetext={progressText}
            >
              <Progress value={percent} size="lg" radius="xl" color="teal" aria-hidden />
            </Box>
          </div>
          {ONBOARDING_CHECKLIST_SECTIONS.map((section) => (
            <Section key={section} section={section} checklist={data} employeeId={employeeId} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
