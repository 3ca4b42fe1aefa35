import { PageStatus } from '@/components/page-status';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { messageOr } from '@/lib/api-client';
import { usePortal, type AmbassadorPortal as Portal } from '../api/get-portal';
import { ReferralLink } from './referral-link';
import { PortalFigures } from './portal-figures';
import { CommissionEntries, PayoutStatements } from './portal-tables';
import { formatWholeMoney, holdCountdown } from '../portal-format';
import '../ambassador-portal.css';

/** Nothing has happened through the link yet: no click, sign-up, commission or statement. */
export function isNewAmbassador(portal: Portal): boolean {
  return (
    portal.clicks.total === 0 &&
    portal.signups === 0 &&
    portal.trials === 0 &&
    portal.entries.length === 0 &&
    portal.statements.length === 0
  );
}

/** The payout terms in one line (docs/product-rules.md#payouts), from the figures the API sends. */
export function payoutTerms(portal: Pick<Portal, 'payoutMinimumCents' | 'holdDays'>): string {
  return (
    `Payouts are monthly once your due commissions reach ${formatWholeMoney(portal.payoutMinimumCents)}; ` +
    `a smaller balance rolls over to the next month. Each commission is held ${portal.holdDays} days before it is due.`
  );
}

/** /ambassador: the signed-in ambassador's link, figures, hold countdown, entries and statements. */
export function AmbassadorPortal() {
  const { data: portal, error, isPending, refetch, isFetching } = usePortal();
  if (isPending) return <PageStatus>Loading your ambassador portal...</PageStatus>;
  if (!portal) {
    return (
      <div className="portal-page">
        <Card
          as="section"
          title="Failed to load your ambassador portal"
          description={messageOr(error, 'Please try again.')}
          footer={
            <Button onClick={() => void refetch()} pending={isFetching} pendingLabel="Loading...">
              Try again
            </Button>
          }
        />
      </div>
    );
  }
  const fresh = isNewAmbassador(portal);
  return (
    <div className="portal-page">
      <header className="portal-header">
        <h1 className="portal-header__title">Ambassador Portal</h1>
        <p className="muted">
          {portal.firstName ? `Welcome back, ${portal.firstName}. ` : ''}Your code is <strong>{portal.code}</strong>.
        </p>
        {portal.status !== 'active' ? (
          <p className="portal-notice" role="note">
            Your ambassador account is {portal.status}: new visitors through your link are not tracked until it is active again.
          </p>
        ) : null}
      </header>
      <ReferralLink link={portal.link} />
      <PortalFigures portal={portal} />
      <section className="portal-section" aria-labelledby="portal-payouts-title">
        <h2 id="portal-payouts-title" className="portal-section__title">
          Payouts
        </h2>
        {portal.holdDaysLeft !== null ? <p className="portal-countdown">{holdCountdown(portal.holdDaysLeft)}</p> : null}
        <p className="muted">{payoutTerms(portal)}</p>
      </section>
      {fresh ? (
        <Card as="section" title="No referrals yet" className="portal-empty">
          <p>Share your link wherever your audience is. Clicks, sign-ups, trials and commissions show up here as they happen.</p>
        </Card>
      ) : (
        <>
          <CommissionEntries entries={portal.entries} />
          <PayoutStatements statements={portal.statements} />
        </>
      )}
    </div>
  );
}
