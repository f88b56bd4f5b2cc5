import { Anchor, Center, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function MaintenancePage() {
  return (
    <Center py="xl">
      <Paper p="xl" withBorder radius="md" maw={480}>
        <Title order={2}>Under maintenance</Title>
        <Text mt="sm">This part of the application is being improved. Please check back soon.</Text>
        <Anchor component={Link} to="/" mt="md" display="inline-block">
          Go to Login
        </Anchor>
      </Paper>
    </Center>
  );
}
