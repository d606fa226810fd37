import { useMatches } from 'react-router';
import { ScreenHost, useScreenGate } from './ScreenHost.tsx';

/** The shell's named routes (/dashboard, /profile, /payroll, /panels, /chapterdetails/…): handle.screen. */
export function screenOfMatches(matches: ReturnType<typeof useMatches>): string | undefined {
  const handle = matches[matches.length - 1]?.handle;
  if (typeof handle === 'object' && handle !== null && 'screen' in handle) {
    const screen = (handle as { screen: unknown }).screen;
    return typeof screen === 'string' ? screen : undefined;
  }
  return undefined;
}

export default function FixedScreenRoute() {
  const name = screenOfMatches(useMatches()) ?? '';
  const gate = useScreenGate(name);
  return <ScreenHost key={name} name={name} gate={gate} />;
}
