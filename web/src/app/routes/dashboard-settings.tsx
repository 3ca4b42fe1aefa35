import { SettingsTab, type SettingsTabProps } from '../../features/dashboard/components/settings-tab';
import { DailyEmailSettings } from '../../features/email-preferences/components/daily-email-settings';
import { YourChannelSettings } from '../../features/profile-chat/components/your-channel-settings';

/** The Settings tab: the dashboard's niche form, then the daily email's settings and "Your channel" (other features). */
export function DashboardSettings(props: SettingsTabProps) {
  return (
    <SettingsTab {...props}>
      <DailyEmailSettings subscriber={props.subscriber} />
      <YourChannelSettings />
    </SettingsTab>
  );
}
