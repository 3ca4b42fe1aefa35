import { SettingsTab, type SettingsTabProps } from '../../features/dashboard/components/settings-tab';
import { DailyEmailSettings } from '../../features/email-preferences/components/daily-email-settings';

/** The Settings tab: the dashboard's niche form, then the daily email's settings (another feature). */
export function DashboardSettings(props: SettingsTabProps) {
  return (
    <SettingsTab {...props}>
      <DailyEmailSettings subscriber={props.subscriber} />
    </SettingsTab>
  );
}
