import { type MenuGroup, menuFor, type Role } from '@hrms/shared';
import { ActionIcon, Drawer, Flex, NavLink, Popover, ScrollArea, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MenuIcon } from '../ui/icons';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { MenuLanguageButtons } from './LanguageMenu';

/** The screens of one module: a small heading and a link per screen; the current one is marked. */
function Group({ group, onPick }: { group: MenuGroup; onPick: () => void }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const label = t(`nav.groups.${group.module}`, { defaultValue: group.label });
  return (
    <nav aria-label={label}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" mb={2}>
        {label}
      </Text>
      {group.items.map((item) => (
        <NavLink
          key={item.path}
          component={Link}
          to={item.path}
          label={t(`nav.pages.${item.page}`, { defaultValue: item.label })}
          active={pathname.toLowerCase() === item.path.toLowerCase()}
          onClick={onPick}
          py={4}
        />
      ))}
    </nav>
  );
}

/**
 * The header menu: every screen the role can reach, grouped by module (from the shared route table). A
 * dropdown on wider screens, a drawer on phones.
 */
export function NavigationMenu({ role, employeeId }: { role: Role; employeeId: string }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 48em)');
  const groups = useMemo(() => menuFor(role, employeeId), [role, employeeId]);
  const { t } = useTranslation();
  const trigger = (
    <Tooltip label={t('shell.menu')} disabled={opened}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('shell.openMenu')}
        aria-expanded={opened}
        aria-haspopup="dialog"
        onClick={toggle}
        data-testid="menu-button"
      >
        <MenuIcon />
      </ActionIcon>
    </Tooltip>
  );
  const content = (
    <Stack gap="md" data-testid="navigation-menu">
      {groups.map((group) => (
        <Group key={group.module} group={group} onPick={close} />
      ))}
    </Stack>
  );

  if (phone) {
    return (
      <>
        {trigger}
        <Drawer
          opened={opened}
          onClose={close}
          title={t('shell.menu')}
          size="85%"
          padding="sm"
          scrollAreaComponent={ScrollArea.Autosize}
        >
          <Flex justify="space-between" align="center" gap="xs" mb="sm">
            <MenuLanguageButtons />
            <ColorSchemeToggle />
          </Flex>
          {content}
        </Drawer>
      </>
    );
  }
  return (
    <Popover opened={opened} onChange={(o) => !o && close()} position="bottom-start" shadow="md" width={720} trapFocus>
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown aria-label={t('shell.menu')} role="dialog">
        <ScrollArea.Autosize mah="75vh">
          <SimpleGrid cols={3} spacing="md" data-testid="navigation-menu">
            {groups.map((group) => (
              <Group key={group.module} group={group} onPick={close} />
            ))}
          </SimpleGrid>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
