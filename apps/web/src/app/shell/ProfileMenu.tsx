import { useState } from 'react';
import { Avatar, Button, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { SessionUser } from '@kaksha/contracts';
import { fmt, t } from '../../lib/i18n/index.ts';

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() ||
    '?'
  );
}

interface ProfileMenuProps {
  user: SessionUser;
  photo: string | null;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The navbar's profile popup: photo, name, 'Edit profile' (→ /profile) and 'Logout'. */
export function ProfileMenu({ user, photo, onLogout, loggingOut }: ProfileMenuProps) {
  const [opened, setOpened] = useState(false);
  const name = user.UserName || user.EmailID;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      width={260}
      trapFocus
      returnFocus
      withArrow
    >
      <Popover.Target>
        <UnstyledButton
          onClick={() => setOpened((o) => !o)}
          aria-label={fmt(t.shell.profileMenu, { name })}
          style={{ borderRadius: '50%' }}
        >
          <Avatar src={photo} alt="" radius="xl" color="kaksha" variant="filled">
            {initialsOf(name)}
          </Avatar>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown aria-label={name}>
        <Stack align="center" gap="xs" py="xs">
          <Avatar
            src={photo}
            alt={fmt(t.shell.photoOf, { name })}
            size={72}
            radius="xl"
            color="kaksha"
            variant="filled"
          >
            {initialsOf(name)}
          </Avatar>
          <Text fw={700} ta="center" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
            {user.EmailID}
          </Text>
          <Button component={Link} to="/profile" variant="light" fullWidth onClick={() => setOpened(false)}>
            {t.shell.editProfile}
          </Button>
          <Button variant="outline" color="red.9" fullWidth onClick={onLogout} loading={loggingOut}>
            {t.shell.logout}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
