import { RATING_MAX } from '#functions/shared/schemas';

export interface StarRatingProps {
  /** The idea's title, for the buttons' accessible names. */
  readonly label: string;
  readonly value: number | null;
  readonly onRate: (stars: number) => void;
  readonly disabled?: boolean;
  readonly size?: 'small' | 'large';
}

/** 1 to 5 stars (docs/product-rules.md#ratings-and-feedback); each star is a button saying what it does. */
export function StarRating({ label, value, onRate, disabled = false, size = 'small' }: StarRatingProps) {
  return (
    <div className={`stars stars--${size}`} role="group" aria-label={`Rating for ${label}`}>
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const stars = index + 1;
        const filled = value !== null && stars <= value;
        return (
          <button
            key={stars}
            type="button"
            className={filled ? 'stars__star stars__star--filled' : 'stars__star'}
            aria-label={`Rate ${stars} ${stars === 1 ? 'star' : 'stars'}`}
            aria-pressed={value === stars}
            disabled={disabled}
            onClick={(event) => {
              // Inside a dashboard card: rating is not opening the idea.
              event.stopPropagation();
              onRate(stars);
            }}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z" />
            </svg>
          </button>
        );
      })}
    </div>
  );
}
