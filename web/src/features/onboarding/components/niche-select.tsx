import { useId } from 'react';
import { useNiches } from '../use-niches';

/** "Your Content Niche": the active approved niches, in sort order (spec 5). */
export function NicheSelect({ value, onValueChange }: { readonly value: string; readonly onValueChange: (value: string) => void }) {
  const id = useId();
  const { niches, loading } = useNiches();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Your Content Niche
      </label>
      <select
        id={id}
        name="niche"
        className="field__input onboarding-select"
        aria-required="true"
        aria-busy={loading}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="">{loading ? 'Loading niches...' : 'Select your niche'}</option>
        {niches.map((niche) => (
          <option key={niche.niche} value={niche.niche}>
            {niche.displayName}
          </option>
        ))}
      </select>
    </div>
  );
}
