import { useId, useState, type SyntheticEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { ExternalLink } from '@/components/ui/external-link';
import { useRecordTrackingLookup } from '../api/record-tracking-lookup';
import { CARRIERS, trackingLookupUrl } from '../tracking-portal';

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
      setError('Enter your tracking number');
      return;
    }
    setError(undefined);
    setLooked(value);
    window.open(trackingLookupUrl(value), '_blank', 'noopener,noreferrer');
    record.mutate({ carrier, code: value });
  };

  return (
    <form className="tracking-form" noValidate onSubmit={onSubmit}>
      <FormField id={`${idBase}-carrier`} label="Carrier">
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
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${idBase}-code`} label="Tracking number" required error={error}>
        {(control) => (
          <input
            {...control}
            className="input"
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            placeholder="e.g. LX123456789CN"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
            }}
          />
        )}
      </FormField>
      <button type="submit" className="button button--primary">
        Track parcel
      </button>
      {looked && (
        // If the browser blocked the new tab, this link still gets there.
        <p className="tracking-form__result" aria-live="polite">
          Opened the portal for <strong>{looked}</strong>.{' '}
          <ExternalLink href={trackingLookupUrl(looked)}>Open it again</ExternalLink>
        </p>
      )}
    </form>
  );
}
