import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';

/** A thin bar while a lazy route's code loads, so a slow network never looks frozen. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress value={100} animated size="xs" radius={0} aria-hidden style={{ position: 'fixed', insetInline: 0, top: 0, zIndex: 1000 }} />
  );
}
