import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Form, type FormMethods } from '@/components/ui/form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { browserTimeZone } from '@/lib/time-zone';
import { claimPromo, type ClaimPromoInput } from '../api/claim-promo';
import { PROMO_NICHE_OPTIONS } from '../niche-options';
import {
  isMissingFieldMessage,
  missingFieldsMessage,
  missingPromoFields,
  promoClaimFormSchema,
  promoClaimReaction,
  promoFailureReaction,
  type PromoClaimFormSchema,
  type PromoClaimReaction,
} from '../promo-messages';

interface PromoClaimFormProps {
  /** One variant offers a list of niches, the others a free-text field (docs/product-rules.md#promo-codes). */
  readonly nicheInput: 'dropdown' | 'text';
  /** Called after a claim or a waitlisting, when the promo counts change. */
  readonly onSettled?: () => void;
}

const EMPTY = { promoCode: '', email: '', contentNiche: '' };

/** A missing field is listed in the "Missing required fields" toast (and only marked invalid); any other message shows under its field. */
const fieldError = (error: string | undefined) => (isMissingFieldMessage(error) ? undefined : error);

/** Promo code, email and content niche, then "Get Access Now" (docs/product-rules.md#promo-codes). */
export function PromoClaimForm({ nicheInput, onSettled }: PromoClaimFormProps) {
  const schema = useMemo(() => promoClaimFormSchema(nicheInput), [nicheInput]);

  function apply(reaction: PromoClaimReaction, form: FormMethods<PromoClaimFormSchema>, error?: unknown) {
    if (reaction.log) console.error('Claiming a promo code failed', error);
    notify(reaction.message);
    if (reaction.clearFields) form.reset();
    if (reaction.reloadCounts) onSettled?.();
  }

  async function claim(values: ClaimPromoInput, form: FormMethods<PromoClaimFormSchema>) {
    // The claim starts a trial of daily emails at 07:00 in this zone
    // (docs/product-rules.md#promo-codes); without one, UTC.
    const timeZone = browserTimeZone();
    try {
      apply(promoClaimReaction(await claimPromo(timeZone ? { ...values, timeZone } : values)), form);
    } catch (error) {
      apply(promoFailureReaction(error), form, error);
    }
  }

  return (
    <Form
      schema={schema}
      defaultValues={EMPTY}
      onSubmit={claim}
      onInvalidValues={(errors) => {
        const missing = missingPromoFields(errors);
        if (missing.length > 0) notify(missingFieldsMessage(missing));
      }}
      className="form mk-claim"
    >
      {({ field, formState: { isSubmitting } }) => {
        const bound = (name: keyof typeof EMPTY) => {
          const { error, ...binding } = field(name);
          return {
            ...binding,
            error: fieldError(error),
            'aria-invalid': error ? true : undefined,
            disabled: isSubmitting,
            'aria-required': true,
          };
        };
        return (
          <>
            <TextField
              {...bound('promoCode')}
              label="Promo code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="Enter your promo code"
            />
            <TextField
              {...bound('email')}
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
            />
            {nicheInput === 'dropdown' ? (
              <SelectField {...bound('contentNiche')} label="Content niche" placeholder="Choose your niche" options={PROMO_NICHE_OPTIONS} />
            ) : (
              <TextField
                {...bound('contentNiche')}
                label="Content niche"
                autoComplete="off"
                placeholder="e.g. skincare, haircare, tiktok growth"
              />
            )}
            <Button type="submit" block pending={isSubmitting} pendingLabel="Joining...">
              Get Access Now
            </Button>
          </>
        );
      }}
    </Form>
  );
}
