import { Button } from '@/components/ui/button';

/**
 * While a framed page waits for the payment tab it opened, the person may have closed that tab:
 * offer the plans again rather than leave them on "Verifying Payment..." for 30 s.
 */
export function ClosedPaymentTabNote({ onChooseAgain }: { readonly onChooseAgain: () => void }) {
  return (
    <p className="form__note">
      {'Closed the payment tab? '}
      <Button variant="link" onClick={onChooseAgain}>
        Choose a plan again
      </Button>
    </p>
  );
}
