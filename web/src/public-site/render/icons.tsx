import {
  IconArrowsMaximize,
  IconBook,
  IconCalendarEvent,
  IconChartBar,
  IconCash,
  IconCircleCheck,
  IconClipboardList,
  IconDeviceMobile,
  IconFileText,
  IconHeartHandshake,
  IconMap,
  IconMapPin,
  IconMessages,
  IconPhoneCall,
  IconPlug,
  IconRefresh,
  IconShieldLock,
  IconSparkles,
  IconStar,
  IconTarget,
  IconTool,
  IconTruckDelivery,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import type { IconName } from '../content/types';

/**
 * Tabler icons rendered to plain SVG at build time: the page gets the markup, the browser
 * never downloads React or the icon library.
 */
const icons = {
  pin: IconMapPin,
  refresh: IconRefresh,
  cash: IconCash,
  truck: IconTruckDelivery,
  phone: IconPhoneCall,
  expand: IconArrowsMaximize,
  check: IconCircleCheck,
  chart: IconChartBar,
  users: IconUsers,
  calendar: IconCalendarEvent,
  wrench: IconTool,
  file: IconFileText,
  globe: IconWorld,
  shield: IconShieldLock,
  target: IconTarget,
  star: IconStar,
  chat: IconMessages,
  plug: IconPlug,
  book: IconBook,
  spark: IconSparkles,
  handshake: IconHeartHandshake,
  mobile: IconDeviceMobile,
  clipboard: IconClipboardList,
  map: IconMap,
} satisfies Record<IconName, unknown>;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Component = icons[name];
  return <Component size={size} stroke={1.75} aria-hidden="true" focusable="false" className="icon" />;
}
