import { useId, useState, type SyntheticEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { ExternalLink } from '@/components/ui/external-link';
import { m } from '@/i18n/messages';
import { useRecordTrackingLookup } from '../api/record-tracking-lookup';
import { CARRIERS, trackingLookupUrl } from '../tracking-portal';

/** A carrier's name as the shopper reads it: the two that are words follow the page's language. */
function carrierLabel({ value, label }: (typeof CARRIERS)[number]): string {
  if (value === 'auto') return m.checkout_carrier_auto();
  if (value === 'other') return m.checkout_carrier_other();
  return label;
}

/**
 * Looks a parcel up on the external portal and records the lookup (POST /api/track).
 * The portal opens straight from the click (a window opened after an await is blocked as
 * a pop-up); the record is sent alongside and its failure does not concern the shopper.
 */
export function TrackingForm() {
  const idBase = useId();
  const [carrier, setCarrier] = useState<string>(CARRIERS[0].value);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [looked, setLooked] = useState<string | null>(null);
  const record = useRecordTrackingLookup();

  const onSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setError(m.checkout_tracking_number_needed());
      return;
    }
    setError(undefined);
    setLooked(value);
    window.open(trackingLookupUrl(value), '_blank', 'noopener,noreferrer');
    record.mutate({ carrier, code: value });
  };

  return (
    <form className="tracking-form" noValidate onSubmit={onSubmit}>
      <FormField id={`${idBase}-carrier`} label={m.checkout_carrier()}>
        {(control) => (
          <select
            {...control}
            className="select"
            value={carrier}
            onChange={(event) => {
              setCarrier(event.target.value);
            }}
          >
            {CARRIERS.map((option) => (
              <option key={option.value} value={option.value}>
                {carrierLabel(option)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${idBase}-code`} label={m.checkout_tracking_number()} required error={error}>
        {(control) => (
          <input
            {...control}
            className="input"
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            placeholder={m.checkout_tracking_placeholder()}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
            }}
          />
        )}
      </FormField>
      <button type="submit" className="button button--primary">
        {m.checkout_track_parcel()}
      </button>
      {looked && (
        // If the browser blocked the new tab, this link still gets there.
        <p className="tracking-form__result" aria-live="polite">
          {m.checkout_portal_opened()} <strong>{looked}</strong>.{' '}
          <ExternalLink href={trackingLookupUrl(looked)}>
            {m.checkout_portal_open_again()}
          </ExternalLink>
        </p>
      )}
    </form>
  );
}
