import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { claimPromo } from '@/features/marketing/api/claim-promo';
import { PROMO_NICHE_OPTIONS, toNicheSlug } from '@/features/marketing/niche-options';
import { missingFieldsMessage, missingPromoFields, promoClaimReaction, promoFailureReaction, type PromoClaimReaction } from '@/features/marketing/promo-messages';

interface PromoClaimFormProps {
  /** One variant offers a list of niches, the others a free-text field (spec 2). */
  readonly nicheInput: 'dropdown' | 'text';
  /** Called after a claim or a waitlisting, when the promo counts change. */
  readonly onSettled?: () => void;
}

/** Promo code, email and content niche, then "Get Access Now" (spec 2, 4, 5 and 8). */
export function PromoClaimForm({ nicheInput, onSettled }: PromoClaimFormProps) {
  const nicheId = useId();
  const [promoCode, setPromoCode] = useState('');
  const [email, setEmail] = useState('');
  const [niche, setNiche] = useState('');
  const [pending, setPending] = useState(false);

  function apply(reaction: PromoClaimReaction, error?: unknown) {
    if (reaction.log) console.error('Claiming a promo code failed', error);
    notify(reaction.message);
    if (reaction.clearFields) {
      setPromoCode('');
      setEmail('');
      setNiche('');
    }
    if (reaction.reloadCounts) onSettled?.();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const values = {
      promoCode: promoCode.trim(),
      email: email.trim(),
      contentNiche: nicheInput === 'text' ? toNicheSlug(niche) : niche.trim(),
    };
    const missing = missingPromoFields(values);
    if (missing.length > 0) {
      notify(missingFieldsMessage(missing));
      return;
    }
    setPending(true);
    try {
      apply(promoClaimReaction(await claimPromo(values)));
    } catch (error) {
      apply(promoFailureReaction(error), error);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form mk-claim" onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <TextField
        label="Promo code"
        name="promoCode"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="Enter your promo code"
        aria-required="true"
        disabled={pending}
        value={promoCode}
        onValueChange={setPromoCode}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        aria-required="true"
        disabled={pending}
        value={email}
        onValueChange={setEmail}
      />
      {nicheInput === 'dropdown' ? (
        <div className="field">
          <label className="field__label" htmlFor={nicheId}>
            Content niche
          </label>
          <select
            id={nicheId}
            className="field__input"
            name="contentNiche"
            aria-required="true"
            disabled={pending}
            value={niche}
            onChange={(event) => setNiche(event.target.value)}
          >
            <option value="">Choose your niche</option>
            {PROMO_NICHE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <TextField
          label="Content niche"
          name="contentNiche"
          autoComplete="off"
          placeholder="e.g. skincare, haircare, tiktok growth"
          aria-required="true"
          disabled={pending}
          value={niche}
          onValueChange={setNiche}
        />
      )}
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {pending ? 'Joining...' : 'Get Access Now'}
      </button>
    </form>
  );
}
