import { PROFILE_SECTIONS } from '@hrms/shared';
import { Button, Group, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The tab strip: each tab opens its section's page (spec 1 §2.4). */
export function ProfileTabs({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  return (
    <ScrollArea type="auto" offsetScrollbars scrollbarSize={6} aria-label={t('employees.profile.sections')}>
      <Group component="nav" gap="xs" wrap="nowrap" pb={4}>
        {PROFILE_SECTIONS.map((section) => (
          <Button
            key={section.part}
            component={Link}
            to={section.tabPath(employeeId)}
            variant="light"
            size="xs"
            radius="xl"
            style={{ flexShrink: 0 }}
          >
            {t(`employees.profile.tabs.${section.part}`, { defaultValue: section.tab })}
          </Button>
        ))}
      </Group>
    </ScrollArea>
  );
}
