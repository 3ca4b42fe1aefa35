import { Link } from 'react-router-dom';
import { EmailLinkPage } from '@/components/email-link-page';
import { paths } from '@/config/paths';

export interface RefusedLinkProps {
  /** "unsubscribe", "email settings": which link it was. */
  readonly link: string;
}

/**
 * A link that is cut short, altered or too old. The settings are still reachable signed in:
 * /email-preferences without a token opens the dashboard's Settings, or sign-in first.
 */
export function RefusedLink({ link }: RefusedLinkProps) {
  return (
    <EmailLinkPage heading="This link doesn't work">
      <p className="email-link-page__text">{`This ${link} link is incomplete or has expired.`}</p>
      <p className="email-link-page__text">Sign in to manage your daily email from the Settings tab of your dashboard.</p>
      <div className="email-link-page__actions">
        <Link to={paths.emailPreferences} className="link">
          Sign in and manage email settings
        </Link>
      </div>
    </EmailLinkPage>
  );
}
